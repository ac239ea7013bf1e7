/**
 * An institution file in the studio: loaded through the file input, linted in the browser
 * with portal-lint's rules, its findings listed and beside their keys; a file that is no
 * JSON; a new file; the download of the edited file.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lintSettingsText } from '../../../../tools/portal-lint/browser';
import { jsonFile, renderStudio, studioViolations } from './harness';

const FILE = `{
  "gassySettings": {
    "english": {
      "login": { "usernameLabel": 5, "passwordLabel": "Passphrase" }
    }
  },
  "institutionOptions": { "SingleSignOn": "yes" }
}
`;

const fileInput = () => screen.getByTestId('studio-file-input');
const panel = () => screen.getByRole('region', { name: 'Institution file' });

afterEach(() => vi.restoreAllMocks());

describe('an institution file in the studio', { timeout: 30_000 }, () => {
  it('lists its findings with their positions and rules, and beside their keys', async () => {
    renderStudio();
    await userEvent.upload(fileInput(), jsonFile(FILE));
    expect(
      await within(panel()).findByText('institution.json: 2 keys set, 2 errors, 0 warnings.'),
    ).toBeInTheDocument();
    const findings = within(panel()).getByRole('heading', { name: 'Findings (2)' }).parentElement!;
    expect(findings).toHaveTextContent('Settings key "login.usernameLabel" (text) must be a string, not 5');
    expect(findings).toHaveTextContent('line 4, column 35 · rule settings/value-type');
    expect(findings).toHaveTextContent('Institution option "SingleSignOn" must be true or false, not "yes"');
    expect(findings).toHaveTextContent('line 7, column 43 · rule options/value');

    await userEvent.click(
      within(panel()).getByRole('button', { name: 'Show login.usernameLabel in the catalogue' }),
    );
    const row = screen.getByRole('heading', { level: 3, name: 'login.usernameLabel' }).closest('li')!;
    expect(row).toHaveFocus();
    expect(within(row).getByRole('list', { name: 'Findings on login.usernameLabel' })).toHaveTextContent(
      'must be a string, not 5',
    );
    expect(within(row).getByText('In the file')).toBeInTheDocument();
    expect(await studioViolations()).toEqual([]);
  });

  it('narrows the catalogue to the keys the file sets or has findings on', async () => {
    renderStudio();
    await userEvent.upload(fileInput(), jsonFile(FILE));
    await screen.findByText(/2 keys set/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Only keys the file sets');
    const catalogue = screen.getByRole('region', { name: 'Catalogue' });
    const keys = () =>
      within(catalogue)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(keys()).toEqual(['login.passwordLabel', 'login.usernameLabel']);
    expect(within(catalogue).getByText('Passphrase')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Only keys with findings');
    expect(keys()).toEqual(['login.usernameLabel']);
  });

  it('shows json/invalid for a file that is no JSON, and offers no download', async () => {
    renderStudio();
    await userEvent.upload(fileInput(), jsonFile('{ "gassySettings": '));
    expect(await within(panel()).findByText(/rule json\/invalid/)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Download institution.json' })).toBeDisabled();
  });

  it('starts a new file and downloads it as pretty JSON that lints clean', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:studio';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderStudio();
    await userEvent.click(screen.getByRole('button', { name: 'Start a new file' }));
    expect(
      within(panel()).getByText('institution.json: 0 keys set, 0 errors, 0 warnings.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('No findings: portal-lint accepts this file.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download institution.json' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0]!.text();
    expect(text).toBe('{}\n');
    expect(lintSettingsText(text, 'institution.json')).toEqual([]);
  });
});
