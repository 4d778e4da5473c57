import { pageMessages } from "@contract/back-office";
import { textLength } from "@contract/text";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { TextareaField, TextField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { savePage, staffPageKeys, type StaffPage } from "../../api/page-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";
import {
  BIO_LENGTH,
  emptyPageForm,
  LINK_FIELDS,
  pageFormFrom,
  pageFormSchema,
  SOCIAL_FIELDS,
  SORT_RANK_RANGE,
  toPageWireForm,
} from "../../lib/page-form-schema";
import { useStaffReach } from "../../hooks/use-staff-reach";
import { isNational } from "../../lib/jurisdiction-reach";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";
import { JurisdictionSelect } from "../jurisdiction-select";
import { ImageField } from "./image-field";

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-line bg-surface-raised p-5 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      {description && <p className="mb-4 text-sm text-ink-muted">{description}</p>}
      <div className="space-y-5">{children}</div>
    </fieldset>
  );
}

/**
 * Add page and edit page: every field, validated on submit then on change with the shared rules
 * plus the image checks; sent as multipart. Server issues land on their fields. Success → `onSaved`, the
 * server's message and the page's detail screen.
 */
export function PageForm({ kind, page, onSaved }: { kind: StaffKind; page?: StaffPage; onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fail = useStaffFailure(kind);
  const mode = page ? "edit" : "add";
  // Where the page belongs: the staff member's own jurisdiction unless they choose one below it; a national
  // admin adding has no own city, so chooses (README.md, "Staff per jurisdiction").
  const { member, options } = useStaffReach(kind);
  const national = isNational(member);
  const own = national ? "" : (member?.jurisdiction?.slug ?? "");
  const { register, control, watch, onSubmit, formState, getValues, setValue } = useStaffForm({
    schema: pageFormSchema(mode, !page && national && options.length > 1),
    defaultValues: page ? pageFormFrom(page) : { ...emptyPageForm(), jurisdiction: own },
    onValid: async (values) => {
      // An edit names the version it was based on: if someone saved the page meanwhile, the server answers 409
      // and the form keeps what was typed.
      // The jurisdiction only when it is not the one the server falls back on: the page's own, or the staff member's.
      const current = page ? page.jurisdiction.slug : member?.jurisdiction?.slug;
      const form = { ...toPageWireForm(values, current), ...(page ? { version: String(page.version) } : {}) };
      const { message, entity: saved } = await savePage(kind, form, page?._id);
      queryClient.setQueryData(staffPageKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: staffPageKeys.list() });
      // The public lists and the page's own screen show this page too; the route refreshes them.
      onSaved?.();
      toast.success(message);
      await navigate({ to: staffPaths[kind].page, params: { id: saved._id } });
    },
    onFailure: (error) => fail(error),
    // 413 (too many bytes), 415 (not an image by its bytes or headers) and 422 (too many pixels, read from its
    // headers: only the server does that) are about the image, as is a missing one.
    fieldFor: (error) =>
      [413, 415, 422].includes(error.status) || error.message === pageMessages.imageRequired ? "image" : undefined,
  });
  const { errors, isSubmitting } = formState;
  // The layout knows the session before any form opens; should it come after, the default follows it.
  useEffect(() => {
    if (!page && own && !getValues("jurisdiction")) setValue("jurisdiction", own);
  }, [page, own, getValues, setValue]);
  const bioLength = textLength((watch("bio") ?? "").trim());
  const cancelTo = page ? (
    <Link to={staffPaths[kind].page} params={{ id: page._id }} className={buttonClass()}>
      Cancel
    </Link>
  ) : (
    <Link to={staffPaths[kind].pages} className={buttonClass()}>
      Cancel
    </Link>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <FormAlert message={errors.root?.server?.message} />
      <Section title="Page">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register("name")} />
        <TextareaField
          label="Bio"
          rows={7}
          error={errors.bio?.message}
          hint={
            <span className="flex flex-wrap justify-between gap-2">
              <span>Shown as the page&apos;s description. At least {BIO_LENGTH.min} characters.</span>
              <span className="tabular-nums">
                {bioLength.toLocaleString()} / {BIO_LENGTH.max.toLocaleString()}
              </span>
            </span>
          }
          {...register("bio")}
        />
        <JurisdictionSelect
          label="Jurisdiction"
          options={options}
          placeholder={!page && national ? "Choose where the page belongs" : undefined}
          hint={page ? "Moving the page changes its address; its motions go with it." : "The city (or district, or region) whose page this is."}
          className="max-w-md"
          error={errors.jurisdiction?.message}
          {...register("jurisdiction")}
        />
        <TextField
          label="Display order"
          inputMode="numeric"
          autoComplete="off"
          className="max-w-xs"
          hint={`${SORT_RANK_RANGE.min} to ${SORT_RANK_RANGE.max}; lower numbers come first on the home page. Leave empty to keep the default.`}
          error={errors.sortRank?.message}
          {...register("sortRank")}
        />
      </Section>

      <Section title="Image">
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              file={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              currentUrl={page?.image.url}
            />
          )}
        />
      </Section>

      <Section title="Social links" description="Optional. Full profile addresses, starting with https://.">
        <div className="grid gap-5 md:grid-cols-2">
          {SOCIAL_FIELDS.map(({ name, label, placeholder }) => (
            <TextField
              key={name}
              label={label}
              type="url"
              inputMode="url"
              placeholder={placeholder}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
      </Section>

      <Section title="Additional links" description="Optional. Up to three links shown as the page's resources.">
        {LINK_FIELDS.map((name, index) => (
          <TextField
            key={name}
            label={`Link ${index + 1}`}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancelTo}
        <SubmitButton busy={isSubmitting}>{page ? "Save changes" : "Add page"}</SubmitButton>
      </div>
    </form>
  );
}
