/**
 * A file's findings as portal-lint words them: severity, message, line and column, rule;
 * a finding on a settings value offers a jump to its key in the catalogue.
 */
import { useSettings } from '../../engine';
import type { SettingsFinding } from './fileLint';

interface FindingsListProps {
  findings: readonly SettingsFinding[];
  onShowKey?: (key: string) => void;
  /** Whether the catalogue has the key (an undeclared key has no row to show). */
  knows?: (key: string) => boolean;
  /** A heading level below the panel's (the list sits under an h2, or beside a key under an h3). */
  headingLevel?: 3 | 4;
}

export function FindingItem({ finding }: { finding: SettingsFinding }) {
  const settings = useSettings();
  return (
    <>
      <span className={`studio-finding__severity studio-finding__severity--${finding.severity}`}>
        {settings.text(finding.severity === 'error' ? 'studio.severityError' : 'studio.severityWarning')}
      </span>{' '}
      <span className="studio-finding__message">{finding.message}</span>{' '}
      <span className="studio-finding__where">
        {settings.text('studio.findingPosition', { line: finding.line, column: finding.column })}
        {' · '}
        {settings.text('studio.findingRule', { rule: finding.ruleId })}
      </span>
    </>
  );
}

export function FindingsList({
  findings,
  onShowKey,
  knows = () => true,
  headingLevel = 3,
}: FindingsListProps) {
  const settings = useSettings();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="studio-findings">
      <Heading className="heading heading--3">
        {settings.text('studio.findingsHeading', { count: findings.length })}
      </Heading>
      {findings.length === 0 ? (
        <p className="banner banner--success">{settings.text('studio.noFindings')}</p>
      ) : (
        <ul className="studio-findings__list">
          {findings.map((finding, index) => (
            <li key={index} className="studio-finding">
              <FindingItem finding={finding} />
              {finding.key && onShowKey && knows(finding.key) && (
                <button type="button" className="button button--link" onClick={() => onShowKey(finding.key!)}>
                  {settings.text('studio.showKey', { key: finding.key })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
