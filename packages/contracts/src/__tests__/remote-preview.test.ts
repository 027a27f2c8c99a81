import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatRemotePreview, parseRemotePreview, REMOTES } from '../constants';

const NAMES = REMOTES.map((r) => r.federationName);

describe('a remote preview as written in an address or E2E_REMOTE_OVERRIDES', () => {
  it('reads remote@version pairs, comma separated, and writes them back the same way', () => {
    const { preview, rejected } = parseRemotePreview(
      ' mf_customers@1.0.0-20261123081405 , mf_leads@e2e-preview.2',
      NAMES,
    );
    assert.deepEqual(preview, { mf_customers: '1.0.0-20261123081405', mf_leads: 'e2e-preview.2' });
    assert.deepEqual(rejected, []);
    assert.equal(
      formatRemotePreview(preview),
      'mf_customers@1.0.0-20261123081405,mf_leads@e2e-preview.2',
    );
  });

  it('rejects an unknown remote, a missing version and a version that is not one path segment', () => {
    const { preview, rejected } = parseRemotePreview(
      'mf_nope@1.0.0,mf_customers,mf_leads@,mf_admin@../../etc,mf_tickets@a/b,mf_engineers@2.0.0',
      NAMES,
    );
    assert.deepEqual(preview, { mf_engineers: '2.0.0' });
    assert.deepEqual(rejected, [
      'mf_nope@1.0.0',
      'mf_customers',
      'mf_leads@',
      'mf_admin@../../etc',
      'mf_tickets@a/b',
    ]);
  });
});
