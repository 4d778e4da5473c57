import { CITY_COOKIE } from "@contract/jurisdictions";
import { contactMessages as texts } from "@contract/contact";
import { textMessages } from "@contract/text";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../../../../../web/src/features/contact/components/contact-form";
import { never } from "../../../support/stub-api";
import { renderWithToasts, stubContactApi, VALID_MESSAGE } from "../contact-fixtures";

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;
const field = (label: string) => screen.getByLabelText(label);
const send = (user: User) => user.click(screen.getByRole("button", { name: "Send Message" }));
const fill = async (user: User, values: { name?: string; email?: string; message?: string }) => {
  if (values.name) await user.type(field("Full Name"), values.name);
  if (values.email) await user.type(field("Email Address"), values.email);
  if (values.message) {
    await user.click(field("Message"));
    await user.paste(values.message);
  }
};
const form = () => screen.getByRole("button", { name: "Send Message" }).closest("form")!;
/** The router renders on a later tick: wait for the form before typing into it. */
const renderForm = async (variant: "page" | "home") => {
  renderWithToasts(<ContactForm variant={variant} />);
  await screen.findByRole("button", { name: "Send Message" });
};

describe("ContactForm validation", () => {
  it("checks nothing until submitted, then shows each field's required text and sends nothing", async () => {
    const user = userEvent.setup();
    const api = stubContactApi();
    await renderForm("page");
    await user.type(field("Email Address"), "ada");
    expect(screen.queryByText(texts.emailInvalid)).not.toBeInTheDocument();
    await user.clear(field("Email Address"));

    await send(user);
    expect(await screen.findByText(texts.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(texts.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(texts.messageRequired)).toBeInTheDocument();
    expect(field("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Message")).toHaveAccessibleDescription(texts.messageRequired);
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("re-checks on every change after a submit; the page wants a 2–4 letter top-level part", async () => {
    const user = userEvent.setup();
    stubContactApi();
    await renderForm("page");
    await send(user);
    await screen.findByText(texts.emailRequired);

    await user.type(field("Email Address"), "ada@example");
    expect(screen.getByText(texts.emailInvalid)).toBeInTheDocument();
    await user.type(field("Email Address"), ".museum");
    expect(screen.getByText(texts.emailInvalid)).toBeInTheDocument();
    await user.clear(field("Email Address"));
    await user.type(field("Email Address"), "ada@example.org");
    expect(screen.queryByText(texts.emailInvalid)).not.toBeInTheDocument();

    await user.type(field("Message"), "Too short");
    expect(screen.getByText(texts.messageTooShort)).toBeInTheDocument();
    await user.type(field("Message"), " to be read by anyone");
    expect(screen.queryByText(texts.messageTooShort)).not.toBeInTheDocument();

    await user.type(field("Full Name"), "Ada");
    expect(screen.queryByText(texts.nameRequired)).not.toBeInTheDocument();
  });

  it("home variant: the basic pattern accepts any top-level part but still needs one", async () => {
    const user = userEvent.setup();
    stubContactApi();
    await renderForm("home");
    await fill(user, { email: "ada@example" });
    await send(user);
    expect(await screen.findByText(texts.emailInvalid)).toBeInTheDocument();
    await user.type(field("Email Address"), ".museum");
    expect(screen.queryByText(texts.emailInvalid)).not.toBeInTheDocument();
  });

  it("says when a field is too long", async () => {
    const user = userEvent.setup();
    stubContactApi();
    await renderForm("home");
    await user.click(field("Full Name"));
    await user.paste("n".repeat(101));
    await user.click(field("Email Address"));
    await user.paste(`${"a".repeat(250)}@example.com`);
    await fill(user, { message: "m".repeat(5001) });
    await send(user);
    expect(await screen.findByText(texts.nameTooLong)).toBeInTheDocument();
    expect(screen.getByText(texts.emailTooLong)).toBeInTheDocument();
    expect(screen.getByText(texts.messageTooLong)).toBeInTheDocument();
  });
});

describe("ContactForm text rule", () => {
  const paste = async (user: User, label: string, text: string) => {
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(text);
  };

  it("refuses direction and control characters before sending, then sends the text as NFC", async () => {
    const user = userEvent.setup();
    const api = stubContactApi({ "POST /api/contact": { body: { message: texts.sent } } });
    await renderForm("home");
    await paste(user, "Full Name", "Ada \u202Eecalevol");
    await paste(user, "Email Address", "ada@example.com");
    await paste(user, "Message", `${VALID_MESSAGE}\u0000`);
    await send(user);
    expect(await screen.findByText(textMessages.bidi)).toBeInTheDocument();
    expect(screen.getByText(textMessages.control)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await paste(user, "Full Name", "Rene\u0301e");
    await paste(user, "Message", `${VALID_MESSAGE}\n\nCafe\u0301 corner.`);
    await send(user);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({ name: "Ren\u00e9e", message: `${VALID_MESSAGE}\n\nCaf\u00e9 corner.` });
  });
});

describe("ContactForm submitting", () => {
  it("shows a spinner and blocks a second submit while the request runs", async () => {
    const user = userEvent.setup();
    const api = stubContactApi({ "POST /api/contact": never });
    await renderForm("page");
    await fill(user, { name: "Ada", email: "ada@example.com", message: VALID_MESSAGE });
    await send(user);

    const button = await screen.findByRole("button", { name: "Send Message" });
    await vi.waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(within(button).getByTestId("contact-spinner")).toBeInTheDocument();
    expect(form()).toHaveAttribute("data-state", "submitting");
    await user.type(field("Full Name"), "{Enter}");
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("on success shows the banner, clears the fields and toasts the server's message", async () => {
    const user = userEvent.setup();
    const api = stubContactApi({ "POST /api/contact": { body: { message: "Thanks, the team has your message." } } });
    await renderForm("page");
    await fill(user, { name: "  Ada Lovelace ", email: "ada@example.com", message: VALID_MESSAGE });
    await send(user);

    expect(await screen.findByText("Thanks, the team has your message.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(texts.sent);
    expect(form()).toHaveAttribute("data-state", "sent");
    for (const label of ["Full Name", "Email Address", "Message"]) expect(field(label)).toHaveValue("");
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: VALID_MESSAGE,
    });
  });

  it("on failure toasts the server's message, shows it in the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    stubContactApi({ "POST /api/contact": { status: 429, body: { message: texts.tooMany } } });
    await renderForm("page");
    await fill(user, { name: "Ada", email: "ada@example.com", message: VALID_MESSAGE });
    await send(user);

    expect(await screen.findByRole("alert")).toHaveTextContent(texts.tooMany);
    expect(await screen.findAllByText(texts.tooMany)).toHaveLength(2); // the alert and the toast
    expect(form()).toHaveAttribute("data-state", "failed");
    expect(screen.queryByText(texts.sent)).not.toBeInTheDocument();
    expect(field("Full Name")).toHaveValue("Ada");
    expect(field("Message")).toHaveValue(VALID_MESSAGE);
  });
});

describe("ContactForm and the visitor's city", () => {
  afterEach(() => {
    document.cookie = `${CITY_COOKIE}=; Max-Age=0; Path=/`;
  });

  it("sends the chosen city with the message, so it reaches that city's admins; nothing without a choice", async () => {
    const user = userEvent.setup();
    const api = stubContactApi({ "POST /api/contact": { body: { message: texts.sent } } });
    await renderForm("page");
    await fill(user, { name: "Ada", email: "ada@example.org", message: VALID_MESSAGE });
    await send(user);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(api.calls.find((c) => c.method === "POST")?.body).not.toHaveProperty("jurisdiction");

    document.cookie = `${CITY_COOKIE}=millbrook; Path=/`;
    await screen.findByText(texts.sent);
    await fill(user, { name: "Ada", email: "ada@example.org", message: VALID_MESSAGE });
    await send(user);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === "POST")[1]?.body).toMatchObject({ name: "Ada", jurisdiction: "millbrook" });
  });
});
