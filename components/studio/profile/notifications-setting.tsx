'use client';

import * as React from 'react';
import { Mail } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { accountApi } from '@/lib/client/account';
import { notify, notifyApiError } from '@/lib/client/notify';
import { SettingRow } from './setting-row';

interface NotificationsSettingProps {
  enabled: boolean;
  /** The saved value changed (the caller refreshes its copy of the user). */
  onSaved?: (enabled: boolean) => void;
}

/** Security notices by e-mail, on or off: the switch moves at once and moves back if saving fails. */
export function NotificationsSetting({ enabled, onSaved }: NotificationsSettingProps) {
  const [checked, setChecked] = React.useState(enabled);
  const [saving, setSaving] = React.useState(false);
  const savingRef = React.useRef(false);

  // A newer copy of the user (after a reload) wins, unless a change is on its way.
  React.useEffect(() => {
    if (!savingRef.current) setChecked(enabled);
  }, [enabled]);

  async function change(next: boolean) {
    if (savingRef.current) return;
    const previous = checked;
    savingRef.current = true;
    setSaving(true);
    setChecked(next);
    try {
      const saved = await accountApi.setEmailNotifications(next);
      setChecked(saved.emailNotifications);
      notify.success(saved.emailNotifications ? 'E-mail notifications on' : 'E-mail notifications off');
      onSaved?.(saved.emailNotifications);
    } catch (err) {
      setChecked(previous);
      notifyApiError(err, { title: 'Failed to update e-mail notifications', retry: () => void change(next) });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  return (
    <SettingRow
      icon={Mail}
      title={
        <Label htmlFor="setting-email-notifications" size="none" className="text-base leading-6">
          E-mail notifications
        </Label>
      }
      actionInline
      descriptionId="setting-email-notifications-description"
      description={
        <>
          Security notices to your account&apos;s address when your password changes, an API token is created or every session is signed
          out. Verification and reset codes are always sent.
        </>
      }
      action={
        <Switch
          id="setting-email-notifications"
          checked={checked}
          onCheckedChange={(v) => void change(v)}
          aria-busy={saving || undefined}
          aria-describedby="setting-email-notifications-description"
        />
      }
    />
  );
}
