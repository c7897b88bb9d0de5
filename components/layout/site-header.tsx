import Link from 'next/link';
import { Boxes } from 'lucide-react';
import { HeaderAuthButton, HeaderDashboardLink, HeaderSession } from '@/components/auth/header-auth';

const NAV = [
  { href: '/', label: 'Home' },
  { href: '/documentation', label: 'Docs' },
  { href: '/api-reference', label: 'API' },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <HeaderSession>
          <Link href="/" className="flex items-center gap-2 font-semibold" aria-label="Gostarter home">
            <Boxes className="h-5 w-5 text-primary" aria-hidden />
            <span className="hidden sm:inline">Gostarter</span>
          </Link>
          <nav aria-label="Main" className="flex min-w-0 flex-1 items-center gap-0.5 text-sm sm:gap-1">
            {NAV.map((item) => (
              <Link key={item.href} href={item.href} className="rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground sm:px-3">
                {item.label}
              </Link>
            ))}
            <HeaderDashboardLink className="rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground sm:px-3" />
          </nav>
          <HeaderAuthButton />
        </HeaderSession>
      </div>
    </header>
  );
}
