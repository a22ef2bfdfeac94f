import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useT } from 'shared-kernel/i18n';
import '../i18n';

/** Elements for a text's `<n>…</n>` tags: the tagged text becomes the element's children. */
export type RichTags = Readonly<Record<number, ReactElement>>;
/** Placeholders filled with elements instead of text, e.g. `{{orPhone}}`. */
export type RichNodes = Readonly<Record<string, ReactNode>>;
export type RichValues = Readonly<Record<string, string | number>>;

// A text value's "<" is kept out of the tag parser (a company name is data, never markup).
const LT = '\uE001';
const NODE = '\uE000';
const TOKEN = /<(\d+)>|<\/(\d+)>|\uE000(\w+)\uE000/g;

/**
 * Turns a translated text into React nodes: `<1>privacyverklaring</1>` becomes `tags[1]` with that
 * text inside, `{{orPhone}}` from `nodes` an element. The small counterpart of react-i18next's
 * `<Trans>`, which the kernel does not ship (it would weigh on every first visit).
 */
export function renderRich(text: string, tags: RichTags = {}, nodes: RichNodes = {}): ReactNode {
  const root: ReactNode[] = [];
  const stack: { tag: number; children: ReactNode[] }[] = [];
  const current = (): ReactNode[] => stack[stack.length - 1]?.children ?? root;
  let key = 0;
  const pushText = (s: string) => {
    if (s) current().push(s.replaceAll(LT, '<'));
  };
  const close = () => {
    const open = stack.pop();
    if (!open) return;
    const element = tags[open.tag];
    current().push(
      element ? cloneElement(element, { key: key++ }, ...open.children) : <Fragment key={key++}>{open.children}</Fragment>,
    );
  };
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    pushText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, opening, closing, node] = match;
    if (opening !== undefined) stack.push({ tag: Number(opening), children: [] });
    else if (closing !== undefined) {
      if (stack[stack.length - 1]?.tag === Number(closing)) close();
    } else if (node !== undefined) current().push(<Fragment key={key++}>{nodes[node]}</Fragment>);
  }
  pushText(text.slice(last));
  while (stack.length > 0) close();
  return root.length === 1 ? root[0] : root;
}

/**
 * `r(key, tags?, nodes?)` for the texts under `landers:<prefix>`, interpolated with `values` (the
 * page's company and site data): plain keys give their text, tagged ones their elements.
 */
export function useRich(prefix: string, values: RichValues = {}) {
  const { t } = useT('landers');
  return (key: string, tags?: RichTags, nodes?: RichNodes): ReactNode => {
    const vars: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values)) {
      vars[name] = typeof value === 'string' ? value.replaceAll('<', LT).replaceAll(NODE, '') : value;
    }
    for (const name of Object.keys(nodes ?? {})) vars[name] = `${NODE}${name}${NODE}`;
    return renderRich(t(`${prefix}.${key}`, vars), tags, nodes);
  };
}
