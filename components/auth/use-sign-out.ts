'use client';

import * as React from 'react';
import { toast } from 'sonner';
import { endSession } from './client';

/** Sign out: the server revokes the session's token, the cookie goes, and the user lands on /. */
export function useSignOut() {
  const [signingOut, setSigningOut] = React.useState(false);
  const signOut = React.useCallback(async () => {
    setSigningOut(true);
    try {
      await endSession('/');
    } catch {
      setSigningOut(false);
      toast.error('Sign out failed', { description: 'Unable to connect to the server. Please check your internet connection.' });
    }
  }, []);
  return { signOut, signingOut };
}
