// The three base frameworks as the first step shows them (spec section 3, 'Framework option').
import type { Framework } from '@/lib/catalogue/features';

export interface FrameworkOption {
  id: Framework;
  name: string;
  description: string;
  details: string;
  bestFor: string[];
  popular: boolean;
  /** The Go module the generated go.mod requires. */
  module: string;
  /** The port the framework's own examples use (the generated project reads PORT). */
  examplePort: number;
}

export const FRAMEWORK_OPTIONS: readonly FrameworkOption[] = [
  {
    id: 'gin',
    name: 'Gin',
    description: 'Fast, minimalist HTTP framework with the largest ecosystem in Go.',
    details: 'A martini-like API on a radix-tree router, with middleware, JSON binding and validation built in.',
    bestFor: ['REST APIs', 'Microservices', 'First Go service'],
    popular: false,
    module: 'github.com/gin-gonic/gin',
    examplePort: 8080,
  },
  {
    id: 'echo',
    name: 'Echo',
    description: 'Feature-rich, extensible framework with a clean, typed API.',
    details: 'Optimized router, centralized error handling, data binding and a broad set of built-in middleware.',
    bestFor: ['Enterprise APIs', 'Middleware-heavy apps', 'Clean error handling'],
    popular: false,
    module: 'github.com/labstack/echo',
    examplePort: 1323,
  },
  {
    id: 'fiber',
    name: 'Fiber',
    description: 'Express-inspired, high-performance framework built on fasthttp.',
    details: 'Low-allocation routing and an Express-like API, for services that need very high throughput.',
    bestFor: ['High throughput', 'Real-time apps', 'Developers from Node.js'],
    popular: true,
    module: 'github.com/gofiber/fiber',
    examplePort: 3000,
  },
];

export const FRAMEWORK_OPTION_BY_ID: ReadonlyMap<Framework, FrameworkOption> = new Map(FRAMEWORK_OPTIONS.map((f) => [f.id, f]));
