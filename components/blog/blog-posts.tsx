'use client';

import { useState } from 'react';
import { Calendar, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { BLOG_CATEGORIES, POSTS, type BlogPost } from './posts';

const date = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function Meta({ post }: { post: BlogPost }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
      <span className="flex items-center gap-2">
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-muted text-[0.65rem] font-semibold text-foreground" aria-hidden>
          {post.author.avatar}
        </span>
        <span>
          <span className="font-medium text-foreground">{post.author.name}</span>, {post.author.role}
        </span>
      </span>
      <span className="flex items-center gap-1">
        <Calendar className="h-3.5 w-3.5" aria-hidden />
        <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
      </span>
      <span className="flex items-center gap-1">
        <Clock className="h-3.5 w-3.5" aria-hidden />
        {post.readTime}
      </span>
    </div>
  );
}

function Tags({ post }: { post: BlogPost }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {post.tags.map((t) => (
        <li key={t}>
          <Badge variant="outline" weight="normal">
            #{t}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function BlogPosts() {
  const [category, setCategory] = useState<string>('All Posts');
  const featured = POSTS.find((p) => p.featured)!;
  const recent = POSTS.filter((p) => !p.featured && (category === 'All Posts' || p.category === category));
  const showFeatured = category === 'All Posts' || featured.category === category;
  return (
    <div className="flex flex-col gap-10">
      <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
        {BLOG_CATEGORIES.map((c) => (
          <button
            key={c.label}
            type="button"
            aria-pressed={category === c.label}
            onClick={() => setCategory(c.label)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
              category === c.label ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
            )}
          >
            {c.label} <span>({c.count})</span>
          </button>
        ))}
      </div>

      {showFeatured && (
        <article aria-labelledby="featured-title" className="grid gap-6 rounded-xl border border-border bg-card p-6 md:grid-cols-[minmax(0,1fr)_16rem] md:p-8">
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap gap-2">
              <Badge>Featured</Badge>
              <Badge variant="secondary">{featured.category}</Badge>
            </div>
            <h2 id="featured-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {featured.title}
            </h2>
            <p className="text-muted-foreground">{featured.excerpt}</p>
            <Meta post={featured} />
            <Tags post={featured} />
          </div>
          <div className="hidden items-center justify-center rounded-lg bg-gradient-to-br from-primary/20 to-primary/5 md:flex" aria-hidden>
            <span className="font-mono text-5xl font-bold text-primary">go</span>
          </div>
        </article>
      )}

      <section aria-labelledby="recent-title">
        <h2 id="recent-title" className="text-xl font-semibold tracking-tight">
          Recent posts
        </h2>
        {recent.length === 0 && <p className="mt-4 text-sm text-muted-foreground">No sample posts in this category yet.</p>}
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {recent.map((p) => (
            <li key={p.id}>
              <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-5">
                <Badge variant="secondary" className="self-start">
                  {p.category}
                </Badge>
                <h3 className="font-semibold leading-snug">{p.title}</h3>
                <p className="text-sm text-muted-foreground">{p.excerpt}</p>
                <div className="mt-auto flex flex-col gap-3">
                  <Tags post={p} />
                  <Meta post={p} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
