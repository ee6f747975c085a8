import { Lexer, type Token, type Tokens } from "marked";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/**
 * http(s) addresses and site paths. Not "//host" or "/\host", which browsers open as another site, and nothing with a tab
 * or line break, which browsers drop from an address ("/<tab>/host" is "//host").
 */
const SAFE_LINK = /^(https?:\/\/|\/(?![/\\]))[^\t\n\r]*$/i;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The few HTML entities a reply may carry, as the characters they stand for; any other stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Site paths open in the app (no reload); http(s) links in a new tab; any other address (javascript:, data:...) is dropped. */
function ReplyLink({ href, children }: { href: string; children: ReactNode }) {
  const target = href.trim();
  if (!SAFE_LINK.test(target)) return <>{children}</>;
  if (target.startsWith("/")) return <Link to={target}>{children}</Link>;
  return (
    <a href={target} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function inline(tokens: Token[] | undefined): ReactNode {
  return tokens?.map((token, index) => <Fragment key={index}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case "strong":
      return <strong>{inline(token.tokens)}</strong>;
    case "em":
      return <em>{inline(token.tokens)}</em>;
    case "del":
      return <del>{inline(token.tokens)}</del>;
    case "codespan":
      return <code>{decodeEntities(token.text as string)}</code>;
    case "br":
      return <br />;
    case "link":
      return <ReplyLink href={(token as Tokens.Link).href}>{inline(token.tokens)}</ReplyLink>;
    // Images are not loaded from a reply: their description stands in for them.
    case "image":
      return (token as Tokens.Image).text;
    case "text":
      return token.tokens ? inline(token.tokens) : decodeEntities(token.text as string);
    // Raw HTML is shown as the text it is, never interpreted.
    case "html":
      return token.raw;
    default:
      return "text" in token ? decodeEntities(String(token.text)) : token.raw;
  }
}

function listItem(item: Tokens.ListItem): ReactNode {
  return item.tokens.map((token, index) => (
    <Fragment key={index}>{token.type === "text" ? inlineToken(token) : block(token)}</Fragment>
  ));
}

function block(token: Token): ReactNode {
  switch (token.type) {
    case "paragraph":
      return <p>{inline(token.tokens)}</p>;
    case "heading": {
      const Heading = `h${Math.min(Math.max((token as Tokens.Heading).depth, 3), 6)}` as "h3";
      return <Heading>{inline(token.tokens)}</Heading>;
    }
    case "list": {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => <li key={index}>{listItem(item)}</li>);
      return list.ordered ? <ol start={list.start === "" || list.start === 1 ? undefined : list.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case "blockquote":
      return <blockquote>{blocks(token.tokens ?? [])}</blockquote>;
    case "code":
      return (
        <pre>
          <code>{token.text as string}</code>
        </pre>
      );
    case "hr":
      return <hr />;
    case "table": {
      const table = token as Tokens.Table;
      return (
        <table>
          <thead>
            <tr>{table.header.map((cell, index) => <th key={index}>{inline(cell.tokens)}</th>)}</tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>{row.map((cell, index) => <td key={index}>{inline(cell.tokens)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      );
    }
    case "space":
    case "def":
      return null;
    case "html":
      return <p>{token.raw.trim()}</p>;
    default:
      return <p>{inlineToken(token)}</p>;
  }
}

function blocks(tokens: Token[]): ReactNode {
  return tokens.map((token, index) => <Fragment key={index}>{block(token)}</Fragment>);
}

/**
 * A reply's Markdown (paragraphs, lists, emphasis, links, the odd heading or table) as React elements: marked's lexer
 * reads it, and each token becomes an element here, so raw HTML is never interpreted and links are limited to
 * http(s) and site paths. The blocks are direct children of the bubble, where the chat's styles expect them.
 */
export function MessageMarkdown({ content }: { content: string }) {
  return <>{blocks(Lexer.lex(content, { gfm: true }))}</>;
}
