import Link from 'next/link';
import { Boxes } from 'lucide-react';
import { HeaderAuthButton, HeaderDashboardLink } from '@/components/auth/header-auth';

const NAV = [
  { href: '/', label: 'Home' },
  { href: '/documentation', label: 'Docs' },
  { href: '/api-reference', label: 'API' },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-semibold" aria-label="Gostarter home">
          <Boxes className="h-5 w-5 text-primary" aria-hidden />
          <span>Gostarter</span>
        </Link>
        <nav aria-label="Main" className="flex flex-1 items-center gap-1 text-sm">
          {NAV.map((item) => (
            <Link key={item.href} href={item.href} className="rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground sm:px-3">
              {item.label}
            </Link>
          ))}
          <HeaderDashboardLink className="rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground sm:px-3" />
        </nav>
        <HeaderAuthButton />
      </div>
    </header>
  );
}
