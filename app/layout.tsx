import type { Metadata, Viewport } from 'next';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import './globals.css';

export const metadata: Metadata = {
  title: 'Gostarter: Go project generator',
  description: 'Generate a Go backend on gin, echo or fiber that builds, vets, tests and boots on the first try.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

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
