import Link from 'next/link';
import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { GeneratorWizard } from '@/components/wizard/generator-wizard';
import { availableFeatureIds } from '@/lib/wizard/availability';
import { stackChoices } from '@/lib/wizard/frameworks';
import type { WizardStep } from '@/lib/wizard/state';

export const GENERATOR_METADATA: Metadata = {
  title: 'Generate your Go backend · Gostarter',
  description: 'Choose a base framework and features, name the project and download a zip that builds on the first try.',
};

/**
 * The generator's page, prerendered on `step`. Imported as it is, not lazily: the wizard is this page's
 * content, and a lazy one is held behind a Suspense boundary until React reveals it, which made its
 * largest paint wait (Lighthouse LCP over 3 s in two runs of three).
 */
export function GeneratorPage({ step }: { step: WizardStep }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:pt-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">Generate your Go backend</h1>
        <Link href="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to home
        </Link>
      </div>
      <GeneratorWizard stack={stackChoices()} available={availableFeatureIds()} step={step} syncUrl />
    </div>
  );
}
