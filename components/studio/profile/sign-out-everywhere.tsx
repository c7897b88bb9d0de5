'use client';

import * as React from 'react';
import { Loader2, MonitorSmartphone } from 'lucide-react';
import { endSession, loadPage } from '@/components/auth/session';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { accountApi } from '@/lib/client/account';
import { notifyApiError } from '@/lib/client/notify';
import { loginUrl } from '@/lib/site/login-notices';
import { SettingRow } from './setting-row';

const SIGNED_OUT_URL = loginUrl('signed-out');

/** Ends every session of the account, this one too, after a confirmation; then to sign-in. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = React.useState(false);
  const [working, setWorking] = React.useState(false);

  async function run() {
    setConfirming(false);
    setWorking(true);
    try {
      await accountApi.logoutAll();
    } catch (err) {
      setWorking(false);
      notifyApiError(err, { title: 'Failed to sign out everywhere', retry: () => void run() });
      return;
    }
    try {
      await endSession(SIGNED_OUT_URL);
    } catch {
      // The server already ended the session: a fresh load of sign-in is all that is left.
      loadPage(SIGNED_OUT_URL);
    }
  }

  return (
    <>
      <SettingRow
        icon={MonitorSmartphone}
        title="Sign out everywhere"
        description="Ends every session of your account (other browsers, scripts signed in with your password, this browser) and revokes your API tokens."
        action={
          <Button variant="outline" size="sm" disabled={working} onClick={() => setConfirming(true)}>
            {working ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
            {working ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title="Sign out everywhere?"
        description="Every session of your account ends, this one included, and every API token stops working. You will need your password to sign in again."
        confirmLabel="Sign out everywhere"
        onConfirm={() => void run()}
      />
    </>
  );
}
