import { describe, expect, it } from 'vitest';
import { recoveryIdentity } from '../../../../src/domain/recovery';

describe('recoveryIdentity', () => {
  it('sends the date of birth as MM/DD/YYYY and zip and branch as digits', () => {
    expect(
      recoveryIdentity({
        email: ' alex.morgan@example.com ',
        dateOfBirth: '05/17/1980',
        zip: '84101',
        branch: '0001',
      }),
    ).toEqual({
      EmailAddress: 'alex.morgan@example.com',
      DateOfBirth: '05/17/1980',
      ZipCode: '84101',
      ServicingBranch: '0001',
    });
  });

  it('sends hidden (absent) fields empty', () => {
    expect(recoveryIdentity({ email: 'a@b.co' })).toEqual({
      EmailAddress: 'a@b.co',
      DateOfBirth: '',
      ZipCode: '',
      ServicingBranch: '',
    });
  });

  it.each([
    ['05171980', '05/17/1980'],
    ['05/17/198', ''],
    ['', ''],
  ])('date of birth %j is sent as %j', (dateOfBirth, sent) => {
    expect(recoveryIdentity({ dateOfBirth }).DateOfBirth).toBe(sent);
  });

  it('ignores values that are not text', () => {
    expect(recoveryIdentity({ email: 5, zip: null, branch: ['1'] })).toEqual({
      EmailAddress: '',
      DateOfBirth: '',
      ZipCode: '',
      ServicingBranch: '',
    });
  });
});
