import type { SettingKey } from "@contract/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { saveSettings } from "../api/notification-calls";
import { settingsQuery } from "../api/notification-queries";

type Flip = { setting: SettingKey; on: boolean; seq: number };

/**
 * The e-mail switches, each saved the moment it is flipped. A flip shows at once and stays shown until its
 * own save has settled (held here, not in the query cache, whose updates reach the screen a tick later and
 * would let the switch jump back meanwhile). Each save sends only its own switch and saves run one at a
 * time in the order made, so no flip overwrites another; a refused one shows the server's value again and
 * says why.
 */
export function useEmailSwitches() {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const query = useQuery(settingsQuery());
  const count = useRef(0);
  const [flips, setFlips] = useState<Partial<Record<SettingKey, Flip>>>({});

  const save = useMutation({
    scope: { id: "notification-settings" },
    mutationFn: ({ setting, on }: Flip) => saveSettings({ [setting]: on }),
    onSuccess: ({ message, settings }, { setting }) => {
      queryClient.setQueryData(settingsQuery().queryKey, (cached) => cached && { ...cached, [setting]: settings[setting] });
      // One toast however fast the switches are flipped.
      toast.success(message, { id: "notification-settings" });
    },
    onError: (error) => {
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(failureText(error));
    },
    // A later flip of the same switch is still on its way: it stays shown.
    onSettled: (_data, _error, flip) =>
      setFlips(({ [flip.setting]: held, ...others }) => (held?.seq === flip.seq ? others : { ...others, [flip.setting]: held })),
  });

  const flip = (setting: SettingKey, on: boolean) => {
    count.current += 1;
    const next = { setting, on, seq: count.current };
    setFlips((current) => ({ ...current, [setting]: next }));
    save.mutate(next);
  };

  const settings = query.data && { ...query.data, ...Object.fromEntries(Object.values(flips).map(({ setting, on }) => [setting, on])) };
  return { ...query, settings, flip };
}
