import Link from 'next/link';
import { Boxes } from 'lucide-react';
import { HeaderAuthButton, HeaderDashboardLink, HeaderSession } from '@/components/auth/header-auth';

const NAV = [
  { href: '/', label: 'Home' },
  { href: '/documentation', label: 'Docs' },
  { href: '/api-reference', label: 'API' },
];

// prefetch={false} on every link: the header is on every page, and prefetching the linked pages ran
// their scripts while a phone was still busy with this one (Lighthouse's total blocking time on the
// home page and the documentation). The pages are prerendered: a click still opens them at once.
// On a 390 px phone the four links and Sign Out just fit: tighter link padding there, and a fixed gap
// (gap-3) before the button, so Dashboard never touches Sign Out.
const LINK = 'shrink-0 rounded-md px-1.5 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground sm:px-3';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-3 sm:gap-4 sm:px-4">
        <HeaderSession>
          <Link href="/" className="flex items-center gap-2 font-semibold" aria-label="Gostarter home" prefetch={false}>
            <Boxes className="h-5 w-5 text-primary" aria-hidden />
            <span className="hidden sm:inline">Gostarter</span>
          </Link>
          <nav aria-label="Main" className="flex min-w-0 flex-1 items-center gap-0.5 text-sm sm:gap-1">
            {NAV.map((item) => (
              <Link key={item.href} href={item.href} className={LINK} prefetch={false}>
                {item.label}
              </Link>
            ))}
            <HeaderDashboardLink className={LINK} />
          </nav>
          <HeaderAuthButton />
        </HeaderSession>
      </div>
    </header>
  );
}
