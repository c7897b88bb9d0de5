'use client';

import { useState } from 'react';
import { notify } from '@/lib/client/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Subscriptions are not open: the form says so and keeps nothing. */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  return (
    <form
      className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
      onSubmit={(e) => {
        e.preventDefault();
        notify.info('Subscriptions open later', 'Nothing was sent and your address was not stored.');
        setEmail('');
      }}
    >
      <Input
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="you@example.com"
        aria-label="Email address"
        autoComplete="email"
      />
      <Button type="submit">Subscribe</Button>
    </form>
  );
}
