import { describe, expect, it } from 'vitest';
import { sanitizeRichHtmlNow } from './rich-text-policy.js';

/** OWASP XSS filter evasion cheat sheet style payloads, and the editor's own output kept whole. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  "<BODY ONLOAD=alert('XSS')>",
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://xss.example/xss.swf">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<span style="color: red; background: url(https://track.example/p.gif)">x</span>',
  '<span style="font-size: expression(alert(1))">x</span>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onclick="alert(1)" target="_self">x</a>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<p><a href="/uploads/../../admin">x</a></p>',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
];

const DANGER =
  /<script|<iframe|<object|<embed|<style|<form|<svg|<math|<meta|<link|<base|javascript:|vbscript:|data:|\bon[a-z]+\s*=|expression\(|url\(|srcdoc|formaction|\.\.\//i;

describe('sanitizeRichHtmlNow: known XSS payloads', () => {
  it(`has at least 25 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });
  for (const payload of PAYLOADS) {
    it(payload.slice(0, 90), () => {
      const clean = sanitizeRichHtmlNow(payload);
      expect(clean).not.toMatch(DANGER);
      // and sanitising is stable: the output passes through unchanged
      expect(sanitizeRichHtmlNow(clean)).toBe(clean);
    });
  }
});

describe('sanitizeRichHtmlNow: the allowed formatting survives', () => {
  const kept = [
    '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
    '<p><strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>under</u> <s>strike</s></p>',
    '<ul><li><p>one</p></li></ul><ol start="3"><li>three</li></ol>',
    '<blockquote><p>quote</p></blockquote><hr><p>a<br>b</p>',
    '<pre><code>const a = 1 &lt; 2;</code></pre><p><code>inline</code></p>',
    '<p><a href="https://example.com/a?b=c" target="_blank" rel="noopener noreferrer nofollow">web</a></p>',
    '<p><a href="mailto:office@example.com">mail</a></p>',
    '<p><a href="/uploads/0b7c6f1e-3a7d-4c1e-9f6a-2b1c3d4e5f60/original.pdf">Regulamin.pdf</a></p>',
    '<p><img src="/uploads/0b7c6f1e-3a7d-4c1e-9f6a-2b1c3d4e5f60/display.webp" alt="Hero" width="800" height="400"></p>',
    '<p><span style="font-size: small">s</span><span style="font-size: large">l</span><span style="font-size: 2.5em">h</span></p>',
    '<p><span style="color: #228be6">blue</span><span style="color: rgb(250, 82, 82)">red</span></p>',
    '<p><span style="font-size: 0.875rem; color: #fab005">both</span></p>',
  ];
  for (const html of kept) {
    it(html.slice(0, 80), () => {
      expect(sanitizeRichHtmlNow(html)).toBe(html);
    });
  }

  it('a link opening a new tab always gets noopener noreferrer', () => {
    expect(sanitizeRichHtmlNow('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops what is not on the list but keeps its text', () => {
    expect(sanitizeRichHtmlNow('<div class="x" id="y"><font color="red">text</font></div>')).toBe(
      'text',
    );
    expect(sanitizeRichHtmlNow('<p class="lead" data-x="1" style="color: red">p</p>')).toBe(
      '<p>p</p>',
    );
    expect(sanitizeRichHtmlNow('<span style="position: fixed; color: #000">x</span>')).toBe(
      '<span style="color: #000">x</span>',
    );
    expect(sanitizeRichHtmlNow('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitizeRichHtmlNow('<a href="ftp://x.example">x</a>')).toBe('<a>x</a>');
  });
});

describe('sanitizeRichHtmlNow: images come only from our own uploads', () => {
  it('drops a remote image, https included (a tracking pixel), and keeps an uploaded one', () => {
    const own = '/uploads/0b7c6f1e-3a7d-4c1e-9f6a-2b1c3d4e5f60/display.webp';
    for (const src of [
      'https://cdn.example.com/a.png',
      'https://evil.example/p.png?https://placeholder.invalid/reset_link',
      '//evil.example/p.png',
      `https://evil.example${own}`,
      `/uploads/../${own}`,
    ]) {
      expect(sanitizeRichHtmlNow(`<p>a<img src="${src}" alt="x">b<img src="${own}"></p>`)).toBe(
        `<p>ab<img src="${own}"></p>`,
      );
    }
  });
});

describe('sanitizeRichHtmlNow: links within the site', () => {
  it('keeps a site-relative link (the blog links to /oferty)', () => {
    for (const href of ['/oferty', '/oferty/osiedle-nad-wisla?utm=blog#opis', '/en/offers', '/']) {
      expect(sanitizeRichHtmlNow(`<a href="${href}">x</a>`)).toContain(
        `href="${href.replace('&', '&amp;')}"`,
      );
    }
  });

  it('still refuses other hosts in disguise and script URLs', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/oferty/../admin',
      'oferty',
    ]) {
      expect(sanitizeRichHtmlNow(`<a href="${href}">x</a>`)).not.toContain('href');
    }
  });
});
