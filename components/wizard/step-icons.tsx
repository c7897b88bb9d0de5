// The icons of the wizard's first step (Check, ArrowLeft, ArrowRight), decorative (aria-hidden), as
// lucide-react draws them, the same markup and classes, without its runtime: the first step's own script
// is small enough that lucide's icon builder would be a seventh of it (about 1 kB gzip of the generator
// page's first load). Their paths are lucide's (1.75, ISC licence); the later steps use lucide-react.

function icon(name: string, paths: string[]) {
  return function Icon({ className }: { className: string }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name} ${className}`}
        aria-hidden="true"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const Check = icon('check', ['M20 6 9 17l-5-5']);
export const ArrowLeft = icon('arrow-left', ['m12 19-7-7 7-7', 'M19 12H5']);
export const ArrowRight = icon('arrow-right', ['M5 12h14', 'm12 5 7 7-7 7']);
