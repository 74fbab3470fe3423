/** One e-mail Coffer sends: a few plain paragraphs and, usually, one link to act on. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain paragraphs, in order; no markup. */
  paragraphs: string[];
  /** The one thing the reader can do, as a button in HTML and a bare URL in text. */
  action?: { label: string; url: string };
  /** Said after the action, e.g. when the link stops working. */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// Line breaks in a header would let a value add headers of its own.
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * Plain, branded messages: a text part every client can show, and a small HTML part with the
 * same words (no images, no tracking, no remote content). Every value is escaped.
 */
export function renderMail(message: MailMessage): RenderedMail {
  const text = [
    ...message.paragraphs,
    ...(message.action ? [`${message.action.label}:\n${message.action.url}`] : []),
    ...(message.footnote ? [message.footnote] : []),
    '— Coffer',
  ].join('\n\n');
  const paragraphs = message.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = message.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(message.action.url)}" style="background:#228be6;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(message.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;color:#495057;font-size:13px">Or open this address: ${escapeHtml(message.action.url)}</p>`
    : '';
  const footnote = message.footnote
    ? `<p style="margin:0 0 16px;color:#495057;font-size:13px">${escapeHtml(message.footnote)}</p>`
    : '';
  const html =
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f8f9fa;font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#212529">' +
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">' +
    '<p style="margin:0 0 24px;font-weight:700;font-size:18px">Coffer</p>' +
    paragraphs +
    action +
    footnote +
    '</div></body></html>';
  return { subject: oneLine(message.subject), text, html };
}
