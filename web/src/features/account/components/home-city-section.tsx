import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { PlaceSelect } from "../../../components/place-select";
import { ApiError, failureText } from "../../../lib/api";
import { writeCityCookie } from "../../../lib/city-cookie";
import { useJurisdictionTree } from "../../../lib/jurisdiction-tree";
import { placeOptionGroups } from "../../../lib/place-options";
import { useMemberGate } from "../../../lib/member-gate";
import { useSessionControl } from "../../../lib/session-control";
import { saveHomeCity } from "../api/account-calls";
import type { Account } from "../api/account-queries";
import { useGuardedMutation } from "../hooks/use-guarded-mutation";
import { AccountSection } from "./account-section";

/**
 * The member's home city (README.md, "A nation of cities"): where the home page starts for them on any device
 * they sign in on. Saving it also makes it this browser's chosen city. The city chooser on the home page changes
 * only the browser's choice, never this.
 */
export function HomeCitySection({ account }: { account: Account }) {
  const gate = useMemberGate();
  const { showMember } = useSessionControl();
  const tree = useJurisdictionTree();
  const saved = gate.homeCity?.slug ?? "";
  const [selected, setSelected] = useState<string | null>(null);
  const value = selected ?? saved;

  const save = useGuardedMutation({
    mutationFn: (slug: string) => saveHomeCity(slug || null),
    onSuccess: ({ message, homeCity }) => {
      showMember({ ...account, homeCity });
      if (homeCity) writeCityCookie(homeCity.slug);
      setSelected(null);
      toast.success(message);
    },
    onError: (error) => {
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(failureText(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.start(value);
  };

  return (
    <AccountSection
      id="home-city"
      description="The home page starts with your home city's motion pages whenever you are signed in, on any device."
    >
      <form noValidate onSubmit={submit} className="max-w-xl space-y-3">
        <FormAlert message={save.error && !(save.error instanceof ApiError && save.error.status === 401) ? failureText(save.error) : undefined} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <PlaceSelect
            label="Home city"
            anyLabel="No home city"
            value={value}
            loading={tree.isPending}
            groups={placeOptionGroups(tree.data ?? [])}
            onChange={setSelected}
            className="min-w-0 flex-1"
          />
          <SubmitButton busy={save.isPending} className="self-start sm:self-end">
            Save home city
          </SubmitButton>
        </div>
      </form>
    </AccountSection>
  );
}
