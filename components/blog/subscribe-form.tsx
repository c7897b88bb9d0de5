'use client';

import { useState } from 'react';
import { toast } from 'sonner';
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
        toast.info('Subscriptions open later', { description: 'Nothing was sent and your address was not stored.' });
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
