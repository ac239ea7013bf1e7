/**
 * Institution rich text (SafeHtml): DOMPurify loads with the first text that holds markup
 * (issue 20: it is out of the login route's JavaScript). Plain text shows at once; a text
 * with markup never shows unsanitised, and shows sanitised once the sanitiser is there.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SafeHtml } from '../../../src/engine/react/SafeHtml';

type SafeHtmlModule = { SafeHtml: typeof SafeHtml };

/** SafeHtml from a fresh module graph: its sanitiser not yet loaded (tests/setup.ts loads the shared one). */
let fresh: SafeHtmlModule;
beforeEach(async () => {
  vi.resetModules();
  fresh = await import('../../../src/engine/react/SafeHtml');
});

describe('institution rich text', () => {
  it('writes a text without markup at once, as text', () => {
    const { container } = render(
      <fresh.SafeHtml className="rich-text" html="Member FDIC. Equal Housing Lender" />,
    );
    expect(screen.getByText('Member FDIC. Equal Housing Lender')).toHaveClass('rich-text');
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('shows markup only once sanitised: no script, handler or style gets through', async () => {
    const html =
      '<p>Read the <a href="https://example.com/terms" target="_blank">terms</a>.</p>' +
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><b style="color:red">Bold</b>';
    const { container } = render(<fresh.SafeHtml id="notice" html={html} />);
    const box = container.querySelector('#notice')!;
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toBeEmptyDOMElement();

    const link = await screen.findByRole('link', { name: 'terms' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(box).not.toHaveAttribute('aria-busy');
    expect(box.innerHTML).not.toMatch(/script|onerror|style=/);
    expect(screen.getByText('Bold').tagName).toBe('B');
  });

  it('treats an entity as markup: it is decoded by the sanitiser, not shown as typed', async () => {
    render(<fresh.SafeHtml id="entity" html="Terms &amp; Conditions" />);
    await waitFor(() => expect(document.getElementById('entity')).toHaveTextContent('Terms & Conditions'));
  });
});
