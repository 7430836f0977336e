import { readableTextOn } from '@ared/contract/captive-portal';
import { PORTAL_LANGUAGES, PORTAL_TEXTS, type PortalLanguage } from './i18n';

/** Text made safe for HTML content and attribute values. */
export const esc = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Marks a string as already-escaped HTML. */
export type Html = { html: string };
export const raw = (html: string): Html => ({ html });

/**
 * The template's own text with its line breaks and indentation folded to one space (the source is laid out
 * for reading; the guest's phone should not download the indentation). Values are never touched.
 */
const folded = new WeakMap<TemplateStringsArray, string[]>();
const foldedOf = (strings: TemplateStringsArray): string[] => {
  let parts = folded.get(strings);
  if (!parts) {
    parts = strings.map((part) => part.replace(/\n\s*/g, ' '));
    folded.set(strings, parts);
  }
  return parts;
};

/** A tagged template that escapes every value that is not `Html` (and joins arrays of Html). */
export function html(
  strings: TemplateStringsArray,
  ...values: (Html | Html[] | string | number | null | false)[]
): Html {
  const parts = foldedOf(strings);
  let out = parts[0] ?? '';
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((v) => v.html).join('');
    else if (typeof value === 'object' && value !== null) out += value.html;
    else if (value !== null && value !== false) out += esc(value);
    out += parts[i + 1] ?? '';
  });
  return raw(out);
}

/**
 * The page's whole style: one small block, no web fonts, no framework, so the first paint on a cheap phone
 * over a slow link needs nothing but this document. The partner's colour is the page background; text on it
 * takes black or white, whichever reads better.
 */
const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--ink);min-height:100vh}
main{max-width:30rem;margin:0 auto;padding:1.25rem 1rem 2rem}header{text-align:center;padding:1.5rem 0 1rem}
header img{max-height:4rem;max-width:70%}h1{font-size:1.6rem;margin:.2rem 0;overflow-wrap:anywhere}h2{font-size:1.15rem;margin:0 0 .75rem}
.lead{margin:.25rem 0 0;overflow-wrap:anywhere}.card{background:#fff;color:#1b1f2a;border-radius:14px;padding:1.1rem;margin:0 0 1rem;box-shadow:0 2px 10px rgba(0,0,0,.15)}
label{display:block;font-weight:600;margin:.8rem 0 .3rem}input,select,textarea{width:100%;font:inherit;padding:.65rem .7rem;border:1px solid #aab2c0;border-radius:9px;background:#fff;color:inherit}
input[name=code]{font-size:1.3rem;letter-spacing:.12em;text-transform:uppercase;text-align:center}
.btn{display:block;width:100%;margin:1rem 0 0;padding:.8rem;border:0;border-radius:999px;background:#0b3d91;color:#fff;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.btn.light{background:#fff;color:#111}.btn.ghost{background:transparent;color:#0b3d91;border:1px solid #0b3d91}
.hint{font-size:.85rem;color:#5a6272;margin:.3rem 0 0}.err{background:#fde8e8;color:#8a1111;border-radius:9px;padding:.6rem .75rem;margin:0 0 .8rem}
.ferr{color:#b3261e;font-size:.85rem;margin:.25rem 0 0}.ok{background:#e6f5ea;color:#0f5b26;border-radius:9px;padding:.6rem .75rem;margin:0 0 .8rem}
.ad{margin:0 0 .8rem}.ad img,.ad video,.ad iframe{display:block;width:100%;aspect-ratio:16/9;border:0;border-radius:9px;background:#000;object-fit:cover}.ad p{margin:.3rem 0 0;font-weight:600}
.tier{display:flex;justify-content:space-between;align-items:center;border-top:1px solid #e3e6ec;padding:.6rem 0}.tier:first-of-type{border-top:0}
.stars{position:relative;display:flex;flex-direction:row-reverse;justify-content:center;gap:.25rem}.stars input{position:absolute;opacity:0;width:1px;height:1px}
.stars label{font-size:2.2rem;line-height:1;color:#c5cad3;margin:0;cursor:pointer}.stars input:checked~label,.stars label:hover,.stars label:hover~label{color:#f5a623}
.stars input:focus-visible+label{outline:2px solid #0b3d91;border-radius:4px}
fieldset{border:0;padding:0;margin:.8rem 0 0}legend{font-weight:600;padding:0;margin:0 0 .3rem}.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:.25rem 0}
.choice input{width:auto}table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{padding:.3rem;text-align:center}th:first-child,td:first-child{text-align:left}
footer{text-align:center;font-size:.85rem;margin-top:1rem}footer a{color:inherit;margin:0 .4rem}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;

export type PageFrame = {
  lang: PortalLanguage;
  title: string;
  background: string;
  /** The language links keep the page's own address and query. */
  selfUrl: string;
  body: Html;
};

/** A whole portal document. */
export function page({ lang, title, background, selfUrl, body }: PageFrame): string {
  const ink = readableTextOn(background);
  const [path, query = ''] = selfUrl.split('?');
  const links = PORTAL_LANGUAGES.map((code) => {
    const params = new URLSearchParams(query);
    params.set('lang', code);
    return code === lang
      ? html`<strong>${PORTAL_TEXTS[code].languageName}</strong>`
      : html`<a href="${`${path}?${params.toString()}`}" hreflang="${code}" lang="${code}"
          >${PORTAL_TEXTS[code].languageName}</a
        >`;
  });
  return `<!doctype html>${
    html`<html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}:root {
            --bg: ${background};
            --ink: ${ink};
          }
        </style>
      </head>
      <body>
        <main>
          ${body}
          <footer>${links}</footer>
        </main>
      </body>
    </html>`.html
  }`;
}
