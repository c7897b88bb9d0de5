import type { Metadata, Viewport } from 'next';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { FRAMEWORK_NAMES, listText } from '@/lib/catalogue/features';
import './globals.css';

export const metadata: Metadata = {
  title: 'Gostarter: Go project generator',
  description: `Generate a Go backend on ${listText(FRAMEWORK_NAMES)} that builds, vets, tests and boots on the first try.`,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Nothing here depends on the request, so pages that do not either are prerendered at build time and
// served from cache (proxy.ts gives them a policy with their scripts' hashes instead of a nonce).
export default function RootLayout({ children }: { children: React.ReactNode }) {
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
