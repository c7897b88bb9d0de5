import type { Metadata } from 'next';
import { BlogPosts } from '@/components/blog/blog-posts';
import { SubscribeForm } from '@/components/blog/subscribe-form';
import { SiteFooter } from '@/components/site/site-footer';

export const metadata: Metadata = {
  title: 'Blog · Gostarter',
  description: 'Tutorials, best practices and community stories about Go backends.',
};

export default function BlogPage() {
  return (
    <>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">Tutorials, best practices and stories from people building Go backends.</p>
          <p className="text-sm text-muted-foreground">A preview with sample posts; full articles are on their way.</p>
        </header>
        <BlogPosts />
        <section aria-labelledby="subscribe-title" className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-6 sm:p-8">
          <h2 id="subscribe-title" className="text-xl font-semibold tracking-tight">
            Stay in the loop
          </h2>
          <p className="text-sm text-muted-foreground">New posts by e-mail, when subscriptions open.</p>
          <SubscribeForm />
        </section>
      </div>
      <SiteFooter />
    </>
  );
}
