import Link from 'next/link';
import { Boxes } from 'lucide-react';
import { FRAMEWORK_NAMES, listText } from '@/lib/catalogue/features';

const LINKS = [
  { href: '/?step=stack', label: 'Generator' },
  { href: '/documentation', label: 'Documentation' },
  { href: '/api-reference', label: 'API Reference' },
  { href: '/blog', label: 'Blog' },
  { href: '/api/openapi.json', label: 'OpenAPI document' },
];

export function SiteFooter() {
  return (
    <footer role="contentinfo" className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex max-w-sm flex-col gap-2">
          <span className="flex items-center gap-2 font-semibold">
            <Boxes className="h-5 w-5 text-primary" aria-hidden /> Gostarter
          </span>
          <p className="text-sm text-muted-foreground">Go backends on {listText(FRAMEWORK_NAMES)} that build, vet, test and boot on the first try. No signup required.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-1">
            {LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-muted-foreground hover:text-foreground" prefetch={false}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
