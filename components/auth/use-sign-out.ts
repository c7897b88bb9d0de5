'use client';

import * as React from 'react';
import { ERROR_TEXT } from '@/lib/client/api';
import { notify } from '@/lib/client/notify';
import { endSession } from './session';

export const notifySignOutFailed = () => notify.error('Sign out failed', ERROR_TEXT.NETWORK.message);

/** Sign out: the server revokes the session's token, the cookie goes, and the user lands on /. */
export function useSignOut() {
  const [signingOut, setSigningOut] = React.useState(false);
  const signOut = React.useCallback(async () => {
    setSigningOut(true);
    try {
      await endSession('/');
    } catch {
      setSigningOut(false);
      notifySignOutFailed();
    }
  }, []);
  return { signOut, signingOut };
}
