import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { FRAMEWORK_NAMES, listText } from '@/lib/catalogue/features';
import './globals.css';

export const metadata: Metadata = {
  title: 'Gostarter: Go project generator',
  description: `Generate a Go backend on ${listText(FRAMEWORK_NAMES)} that builds, vets, tests and boots on the first try.`,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry the nonce of the request's Content-Security-Policy
  // (set by proxy.ts), which a page built ahead of time could not know.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">
        <SiteHeader />
        <main>{children}</main>
        <Toaster />
      </body>
    </html>
  );
}
