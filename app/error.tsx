'use client';

import { buttonVariants } from '@/components/ui/button-variants';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">The page failed to render. You can try again.</p>
      {/* A plain button with Button's classes: this boundary's code loads with every page. */}
      <button type="button" className={buttonVariants()} onClick={reset}>
        Try Again
      </button>
    </div>
  );
}
