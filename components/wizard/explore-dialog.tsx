'use client';

import { useEffect, useMemo, useState } from 'react';
import { highlight, type LanguageName } from 'sugar-high';
import { File, Folder, Loader2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CopyButton } from '@/components/site/copy-button';
import { cn } from '@/lib/utils';
import { asApiError } from '@/lib/client/api';
import { previewProject, type DiffResponse, type GenerateBody, type PreviewFile } from '@/lib/client/generate';
import { formatBytes } from '@/lib/wizard/generation';
import { diffLines, orderChangedFiles, type DiffLineKind } from '@/lib/wizard/grow';
import { requestBody } from '@/lib/wizard/request';
import type { WizardSelection } from '@/lib/wizard/state';
import { CopyLinkButton } from './share';
import styles from './explore.module.css';

interface TreeNode {
  name: string;
  path: string;
  children: TreeNode[];
  file?: PreviewFile;
}

function buildTree(files: PreviewFile[]): TreeNode {
  const root: TreeNode = { name: '', path: '', children: [] };
  for (const file of files) {
    const parts = file.path.split('/');
    let node = root;
    parts.forEach((part, i) => {
      const path = parts.slice(0, i + 1).join('/');
      let child = node.children.find((c) => c.name === part && !c.file === i < parts.length - 1);
      if (!child) {
        child = { name: part, path, children: [], file: i === parts.length - 1 ? file : undefined };
        node.children.push(child);
      }
      node = child;
    });
  }
  const sort = (n: TreeNode) => {
    n.children.sort((a, b) => Number(!!a.file) - Number(!!b.file) || a.name.localeCompare(b.name));
    n.children.forEach(sort);
  };
  sort(root);
  return root;
}

function languageOf(path: string): LanguageName {
  const base = path.split('/').pop() ?? '';
  const lower = base.toLowerCase();
  if (lower === 'dockerfile' || lower.endsWith('.dockerfile')) return 'dockerfile';
  if (lower === 'makefile') return 'shell';
  if (lower.startsWith('.env') || lower.endsWith('.sh')) return 'shell';
  const ext = lower.includes('.') ? lower.slice(lower.lastIndexOf('.') + 1) : '';
  const map: Record<string, LanguageName> = {
    go: 'go',
    mod: 'go',
    yml: 'yaml',
    yaml: 'yaml',
    json: 'json',
    md: 'markdown',
    sql: 'sql',
    toml: 'toml',
    proto: 'c',
    sh: 'shell',
    html: 'html',
    css: 'css',
    js: 'javascript',
    ts: 'typescript',
  };
  return map[ext] ?? 'plaintext';
}

function preferredFile(files: PreviewFile[]): PreviewFile | undefined {
  const depth = (p: string) => p.split('/').length;
  const top = files.filter((f) => depth(f.path) === Math.min(...files.map((x) => depth(x.path))));
  return top.find((f) => /readme\.md$/i.test(f.path)) ?? files.find((f) => /(^|\/)go\.mod$/.test(f.path)) ?? files[0];
}

function TreeView({ node, selected, onSelect, level = 0 }: { node: TreeNode; selected: string | null; onSelect: (f: PreviewFile) => void; level?: number }) {
  return (
    <ul className={cn('flex flex-col', level > 0 && 'ml-3 border-l border-border pl-1')}>
      {node.children.map((child) =>
        child.file ? (
          <li key={child.path}>
            <button
              type="button"
              onClick={() => onSelect(child.file!)}
              aria-current={selected === child.path ? 'true' : undefined}
              title={child.path}
              className={cn(
                'flex w-full items-center gap-1.5 rounded px-1.5 py-1 text-left text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                selected === child.path && 'bg-muted font-medium text-primary',
              )}
            >
              <File className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="truncate">{child.name}</span>
            </button>
          </li>
        ) : (
          <li key={child.path}>
            <details open={level < 3}>
              <summary className="flex cursor-pointer items-center gap-1.5 rounded px-1.5 py-1 text-xs font-medium hover:bg-muted">
                <Folder className="h-3.5 w-3.5 shrink-0 text-primary" aria-hidden />
                <span className="truncate">{child.name}</span>
              </summary>
              <TreeView node={child} selected={selected} onSelect={onSelect} level={level + 1} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

type ChangedFile = DiffResponse['files'][number];

const STATUS_MARK: Record<ChangedFile['status'], { mark: string; label: string; className: string }> = {
  added: { mark: 'A', label: 'added', className: 'text-green-700 dark:text-green-400' },
  modified: { mark: 'M', label: 'modified', className: 'text-amber-700 dark:text-amber-400' },
  deleted: { mark: 'D', label: 'deleted', className: 'text-red-700 dark:text-red-400' },
};

function ChangedList({ files, selected, onSelect }: { files: ChangedFile[]; selected: string | null; onSelect: (path: string) => void }) {
  return (
    <ul className="flex flex-col" data-testid="explore-changed">
      {files.map((f) => {
        const status = STATUS_MARK[f.status];
        return (
          <li key={f.path}>
            <button
              type="button"
              onClick={() => onSelect(f.path)}
              aria-current={selected === f.path ? 'true' : undefined}
              title={`${f.path} (${status.label})`}
              className={cn(
                'flex w-full items-center gap-1.5 rounded px-1.5 py-1 text-left text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                selected === f.path && 'bg-muted font-medium text-primary',
              )}
            >
              <span className={cn('w-3 shrink-0 font-mono font-semibold', status.className)} aria-label={status.label}>
                {status.mark}
              </span>
              <span className="truncate">{f.path}</span>
              {!f.binary && (
                <span className="ml-auto shrink-0 font-mono text-[10px]">
                  <span className="text-green-700 dark:text-green-400">+{f.lines_added}</span>{' '}
                  <span className="text-red-700 dark:text-red-400">−{f.lines_removed}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The keyboard focus of a scrolling view, drawn inside it (the box around it clips an outer ring). */
const FOCUS_INSET = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary';

const LINE_CLASS: Record<DiffLineKind, string> = {
  meta: 'text-muted-foreground',
  hunk: 'bg-sky-500/10 text-sky-800 dark:text-sky-300',
  added: 'bg-green-500/15 text-green-800 dark:text-green-300',
  removed: 'bg-red-500/15 text-red-800 dark:text-red-300',
  context: '',
};

function DiffView({ diff, path }: { diff: string; path: string }) {
  const lines = useMemo(() => diffLines(diff), [diff]);
  return (
    // Focusable and named: a keyboard scrolls a long diff too (WCAG 2.1.1).
    <pre
      tabIndex={0}
      role="region"
      aria-label={`Changes to ${path}`}
      className={cn('min-h-0 flex-1 overflow-auto bg-muted/40 py-2 font-mono text-xs leading-relaxed', FOCUS_INSET)}
      data-testid="explore-diff"
    >
      {lines.map((l, i) => (
        <div key={i} data-kind={l.kind} className={cn('whitespace-pre px-3', LINE_CLASS[l.kind])}>
          {l.text || ' '}
        </div>
      ))}
    </pre>
  );
}

interface ExploreDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project shown: the one the complete screen generated, else the selection's. */
  generated: GenerateBody | null;
  selection: WizardSelection;
  /** The file to show (the page's URL holds it); null or a path the project lacks shows the default file. */
  file: string | null;
  /** Called with the file shown whenever it differs from `file`: a click in the tree, or the default. */
  onFileChange: (path: string) => void;
  /** The wizard query that reopens this preview on this file: the dialog's Copy link. */
  linkQuery: string;
  /** Diff mode (adding features to a project): the changed files come first, each shown as its diff. */
  changes?: DiffResponse | null;
}

export default function ExploreDialog({ open, onOpenChange, generated, selection, file: wanted, onFileChange, linkQuery, changes }: ExploreDialogProps) {
  const body = generated ?? requestBody(selection);
  const key = JSON.stringify(body);
  // The last answer and the body it answers; a body without its answer yet shows as loading.
  const [state, setState] = useState<{ key: string; files?: PreviewFile[]; error?: string } | null>(null);

  useEffect(() => {
    if (!open || state?.key === key) return;
    let live = true;
    previewProject(body)
      .then((files) => {
        if (!live) return;
        setState({ key, files });
      })
      .catch((err: unknown) => {
        if (!live) return;
        setState({ key, error: asApiError(err).message });
      });
    return () => {
      live = false;
    };
    // body is captured through key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key]);

  const files = state?.key === key ? state.files : undefined;
  const error = state?.key === key ? state.error : undefined;
  const tree = useMemo(() => (files ? buildTree(files) : null), [files]);
  const changed = useMemo(() => (changes ? orderChangedFiles(changes.files) : []), [changes]);
  // A changed file shows as its diff (a deleted one has no content left); the others as they will be.
  const changedFile = files ? (changed.find((f) => f.path === wanted) ?? (files.some((f) => f.path === wanted) ? undefined : changed[0])) : undefined;
  const file = files && !changedFile ? (files.find((f) => f.path === wanted) ?? preferredFile(files)) : undefined;
  const selected = changedFile?.path ?? file?.path ?? null;
  // The address follows the file on screen, also when it is the default one.
  useEffect(() => {
    if (open && selected !== null && selected !== wanted) onFileChange(selected);
  }, [open, selected, wanted, onFileChange]);
  const html = useMemo(() => (file ? highlight(file.content, { lang: languageOf(file.path) }) : ''), [file]);
  const total = files?.reduce((n, f) => n + f.size, 0) ?? 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="none" layout="none" className="flex h-[92vh] max-w-6xl flex-col gap-3">
        <DialogHeader>
          <DialogTitle>{changes ? `Changes to ${body.projectName}` : `Explore ${body.projectName}`}</DialogTitle>
          <DialogDescription>
            {changes
              ? changes.message
              : files
                ? `${files.length} files, ${formatBytes(total)}: exactly what the zip will hold.`
                : 'The files of your project, before you download it.'}
          </DialogDescription>
        </DialogHeader>
        {!files && !error && (
          <div className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading the project files...
          </div>
        )}
        {error && (
          <Alert variant="destructive">
            <AlertTitle>Preview failed</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        {files && tree && (
          <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,35%)_minmax(0,1fr)] gap-3 md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-1">
            <nav aria-label="Project files" className="min-h-0 overflow-auto rounded-md border border-border p-1.5">
              {changes && (
                <>
                  <h3 className="px-1.5 pb-1 pt-0.5 text-xs font-semibold text-muted-foreground">Changed files ({changed.length})</h3>
                  <ChangedList files={changed} selected={selected} onSelect={onFileChange} />
                  <h3 className="mt-2 border-t border-border px-1.5 pb-1 pt-2 text-xs font-semibold text-muted-foreground">All files</h3>
                </>
              )}
              <TreeView node={tree} selected={selected} onSelect={(f) => onFileChange(f.path)} />
            </nav>
            <div className="flex min-h-0 min-w-0 flex-col overflow-hidden rounded-md border border-border">
              {changedFile ? (
                <>
                  <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5">
                    <span className="truncate font-mono text-xs" data-testid="explore-path">
                      {changedFile.path}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {STATUS_MARK[changedFile.status].label}
                      {changedFile.binary ? ', binary' : `, +${changedFile.lines_added} −${changedFile.lines_removed}`}
                    </span>
                  </div>
                  <DiffView diff={changedFile.diff} path={changedFile.path} />
                </>
              ) : file ? (
                <>
                  <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5">
                    <span className="truncate font-mono text-xs" data-testid="explore-path">
                      {file.path}
                    </span>
                    <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                      {formatBytes(file.size)}
                      <CopyLinkButton
                        query={linkQuery}
                        variant="ghost"
                        size="toolbar"
                        compact
                        copied="Anyone with the link opens this preview on this file."
                      />
                      <CopyButton text={file.content} label={`Copy ${file.path}`} size="xs" />
                    </span>
                  </div>
                  {/* Focusable and named: a keyboard scrolls a long file too (WCAG 2.1.1). */}
                  <pre
                    tabIndex={0}
                    role="region"
                    aria-label={`Contents of ${file.path}`}
                    className={cn('min-h-0 flex-1 overflow-auto bg-muted/40 py-2 pr-3 font-mono text-xs leading-relaxed', FOCUS_INSET, styles.code)}
                  >
                    <code data-testid="explore-code" dangerouslySetInnerHTML={{ __html: html }} />
                  </pre>
                </>
              ) : (
                <p className="p-4 text-sm text-muted-foreground">Choose a file.</p>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
