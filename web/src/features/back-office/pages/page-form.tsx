import { pageMessages } from "@contract/back-office";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { TextareaField, TextField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { staffPaths, type StaffKind } from "../shared/staff-kind";
import { useStaffFailure } from "../shared/use-staff-failure";
import { useStaffForm } from "../shared/use-staff-form";
import { ImageField } from "./image-field";
import { pageKeys, savePage, type StaffPage } from "./page-api";
import { emptyPageForm, LINK_FIELDS, pageFormFrom, pageFormSchema, SOCIAL_FIELDS } from "./page-form-schema";

const BIO_MIN = 50;
const BIO_MAX = 5000;

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-line bg-surface-raised p-5 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      {description && <p className="mb-4 text-sm text-ink-muted">{description}</p>}
      <div className="space-y-5">{children}</div>
    </fieldset>
  );
}

/**
 * Add page and edit page (spec §5): every field, validated on submit then on change with the shared rules
 * plus the image checks; sent as multipart. Server issues land on their fields. Success → the server's
 * message and the page's detail screen.
 */
export function PageForm({ kind, page }: { kind: StaffKind; page?: StaffPage }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fail = useStaffFailure(kind);
  const mode = page ? "edit" : "add";
  const { register, control, watch, onSubmit, formState } = useStaffForm({
    schema: pageFormSchema(mode),
    defaultValues: page ? pageFormFrom(page) : emptyPageForm(),
    onValid: async (values) => {
      const { message, entity } = await savePage(kind, values, page?._id);
      queryClient.setQueryData(pageKeys.detail(entity._id), entity);
      void queryClient.invalidateQueries({ queryKey: pageKeys.list() });
      // The public lists and the page's own screen show this page too.
      void queryClient.invalidateQueries({ queryKey: ["entities"] });
      toast.success(message);
      await navigate({ to: staffPaths[kind].page, params: { id: entity._id } });
    },
    onFailure: (error) => fail(error),
    // 413 (too large) and 415 (not an image by its bytes) are about the image, as is a missing one.
    fieldFor: (error) =>
      error.status === 413 || error.status === 415 || error.message === pageMessages.imageRequired ? "image" : undefined,
  });
  const { errors, isSubmitting } = formState;
  const bioLength = (watch("bio") ?? "").length;
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
              <span>Shown as the page&apos;s description. At least {BIO_MIN} characters.</span>
              <span className="tabular-nums">
                {bioLength.toLocaleString()} / {BIO_MAX.toLocaleString()}
              </span>
            </span>
          }
          {...register("bio")}
        />
        <TextField
          label="Display order"
          inputMode="numeric"
          autoComplete="off"
          className="max-w-xs"
          hint="1 to 1000; lower numbers come first on the home page. Leave empty to keep the default."
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
