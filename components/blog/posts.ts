// The blog's static sample content (spec section 2, 'Blog page'; section 3, 'Blog post').
import { FRAMEWORK_NAMES, countText, listText } from '@/lib/catalogue/features';

export type BlogCategory = 'Tutorials' | 'Best Practices' | 'Community';

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: { name: string; avatar: string; role: string };
  publishedAt: string;
  readTime: string;
  tags: string[];
  featured: boolean;
  category: BlogCategory;
}

/** Category chips with the counts of the spec. */
export const BLOG_CATEGORIES: { label: 'All Posts' | BlogCategory; count: number }[] = [
  { label: 'All Posts', count: 25 },
  { label: 'Tutorials', count: 12 },
  { label: 'Best Practices', count: 8 },
  { label: 'Community', count: 5 },
];

const maya = { name: 'Maya Chen', avatar: 'MC', role: 'Developer Advocate' };
const tomas = { name: 'Tomás Rivera', avatar: 'TR', role: 'Backend Engineer' };
const amara = { name: 'Amara Okafor', avatar: 'AO', role: 'Platform Engineer' };

export const POSTS: BlogPost[] = [
  {
    id: 'zero-to-api',
    title: 'From zero to a running Go API in three steps',
    excerpt:
      'Pick a framework, tick PostgreSQL and Docker, download the zip: a walk through what is inside the project and how to run it locally and in a container.',
    content: '',
    author: maya,
    publishedAt: '2026-01-15',
    readTime: '8 min read',
    tags: ['Getting Started', 'PostgreSQL', 'Docker'],
    featured: true,
    category: 'Tutorials',
  },
  {
    id: 'choosing-a-framework',
    // The post compares the frameworks the generator offers, so it names them from the catalogue.
    title: `${listText(FRAMEWORK_NAMES)}: choosing your base framework`,
    excerpt: `net/http or fasthttp, handler signatures, middleware ecosystems: what really differs between the ${countText(FRAMEWORK_NAMES.length)}, and what does not.`,
    content: '',
    author: tomas,
    publishedAt: '2026-01-08',
    readTime: '6 min read',
    tags: [...FRAMEWORK_NAMES],
    featured: false,
    category: 'Tutorials',
  },
  {
    id: 'graceful-shutdown',
    title: 'Graceful shutdown in Go services, explained',
    excerpt: 'Signals, contexts and timeouts: how a service finishes in-flight requests before it stops, and how to test it.',
    content: '',
    author: amara,
    publishedAt: '2025-12-18',
    readTime: '7 min read',
    tags: ['Reliability', 'Kubernetes'],
    featured: false,
    category: 'Best Practices',
  },
  {
    id: 'pinned-dependencies',
    title: 'Pinning Go dependencies: go.mod, go.sum and reproducible builds',
    excerpt: 'Why a complete go.sum matters, what go mod tidy checks, and how the same choices give the same zip, byte for byte.',
    content: '',
    author: tomas,
    publishedAt: '2025-12-04',
    readTime: '5 min read',
    tags: ['Modules', 'Supply chain'],
    featured: false,
    category: 'Best Practices',
  },
  {
    id: 'httptest',
    title: 'Testing HTTP handlers with httptest',
    excerpt: 'Recorder, requests and table tests: testing routes without a network, the way the generated projects do.',
    content: '',
    author: maya,
    publishedAt: '2025-11-20',
    readTime: '9 min read',
    tags: ['Testing', 'httptest'],
    featured: false,
    category: 'Tutorials',
  },
  {
    id: 'share-links',
    title: 'Share links: a whole project configuration in one URL',
    excerpt: 'How teams use wizard links and the GET endpoint to agree on a stack and regenerate it from a script.',
    content: '',
    author: amara,
    publishedAt: '2025-11-06',
    readTime: '4 min read',
    tags: ['Workflow', 'API'],
    featured: false,
    category: 'Community',
  },
];
