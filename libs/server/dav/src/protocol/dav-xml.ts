import { SaxesParser, type SaxesTagNS } from 'saxes';
import { DavError } from './dav-error';

export const DAV_NS = 'DAV:';

/** An element of a request body, its name resolved to (namespace, local name). */
export interface XmlElement {
  ns: string;
  local: string;
  attributes: Array<{ ns: string; local: string; value: string }>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** The most elements one request body may hold (a PROPFIND naming every property is a few dozen). */
const MAX_ELEMENTS = 10_000;
const MAX_DEPTH = 64;

/**
 * Parses a request body strictly, with namespaces. A document type declaration is refused
 * outright, so no entity can be declared, let alone expanded (billion laughs, external entities):
 * only XML's five predefined entities and character references exist.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let elements = 0;
  let failure: string | null = null;
  parser.on('error', (error) => {
    failure ??= error.message;
  });
  parser.on('doctype', () => {
    failure ??= 'a document type declaration is not accepted';
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (++elements > MAX_ELEMENTS || stack.length >= MAX_DEPTH) {
      failure ??= 'the document is too large';
      return;
    }
    const element: XmlElement = {
      ns: tag.uri,
      local: tag.local,
      attributes: Object.values(tag.attributes)
        .filter((attribute) => attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns')
        .map((attribute) => ({ ns: attribute.uri, local: attribute.local, value: attribute.value })),
      children: [],
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const text_ = (value: string) => {
    stack.at(-1)?.children.push(value);
  };
  parser.on('text', text_);
  parser.on('cdata', text_);
  try {
    parser.write(text).close();
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  }
  if (failure !== null || root === null)
    throw new DavError(
      400,
      'VALIDATION_ERROR',
      `The request body is not well-formed XML: ${failure ?? 'it is empty'}.`,
    );
  return root;
}

/** The child elements of `element` (text between them is ignored). */
export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== 'string');
}

export function isDav(element: XmlElement, local: string): boolean {
  return element.ns === DAV_NS && element.local === local;
}

/** The text of an element and everything in it. */
export function textOf(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/**
 * An element's content as self-contained XML: every element below it declares its own namespace,
 * so the fragment means the same wherever it is written back. A dead property's value is kept so.
 */
export function innerXml(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? escapeXml(child) : outerXml(child))).join('');
}

function outerXml(element: XmlElement): string {
  const declarations = new Map<string, string>();
  const prefixed = (ns: string, local: string): string => {
    if (ns === '') return local;
    let prefix = declarations.get(ns);
    if (!prefix) {
      prefix = `x${declarations.size}`;
      declarations.set(ns, prefix);
    }
    return `${prefix}:${local}`;
  };
  const name = prefixed(element.ns, element.local);
  const attributes = element.attributes.map((a) => ` ${prefixed(a.ns, a.local)}="${escapeXml(a.value)}"`).join('');
  const namespaces = [...declarations].map(([ns, prefix]) => ` xmlns:${prefix}="${escapeXml(ns)}"`).join('');
  return `<${name}${namespaces}${attributes}>${innerXml(element)}</${name}>`;
}

/**
 * Writes a multistatus answer's elements with fixed prefixes: `D:` for DAV:, `n0:`… for the
 * other namespaces it meets, declared on each property element that needs one.
 */
export class PropertyName {
  constructor(
    readonly ns: string,
    readonly local: string,
  ) {}

  get key(): string {
    return `${this.ns}\u0000${this.local}`;
  }

  /** `<D:getetag>` or `<n:prop xmlns:n="…">`: the opening tag, its closing tag and an empty form. */
  tags(): { open: string; close: string; empty: string } {
    if (this.ns === DAV_NS)
      return { open: `<D:${this.local}>`, close: `</D:${this.local}>`, empty: `<D:${this.local}/>` };
    if (this.ns === '') return { open: `<${this.local}>`, close: `</${this.local}>`, empty: `<${this.local}/>` };
    const declaration = ` xmlns:n="${escapeXml(this.ns)}"`;
    return {
      open: `<n:${this.local}${declaration}>`,
      close: `</n:${this.local}>`,
      empty: `<n:${this.local}${declaration}/>`,
    };
  }
}

export const XML_PROLOG = '<?xml version="1.0" encoding="utf-8"?>\n';
