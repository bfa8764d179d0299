/** The `S3_*` settings (config.ts `s3Settings`, docs/configuration.md): parsed, checked, the secret never echoed. */
import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError, s3Settings } from '../../src/server/config.ts';

describe('S3 settings', () => {
  it('are unset without S3_BUCKET: files stay on disk', () => {
    expect(s3Settings({ S3_ENDPOINT: 'http://minio:9000' })).toBeUndefined();
    expect(readSettings({}).s3).toBeUndefined();
  });

  it('read every S3_* setting, with AWS defaults', () => {
    expect(
      s3Settings({
        S3_BUCKET: 'sites',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'shh',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      bucket: 'sites',
      accessKeyId: 'AKID',
      secretAccessKey: 'shh',
      forcePathStyle: true,
    });
    expect(s3Settings({ S3_BUCKET: 'sites' })).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'sites',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('refuse half a key pair without echoing the secret, an odd path style and a non-http endpoint', () => {
    const half = () => s3Settings({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(half).toThrow(SettingsError);
    expect(half).toThrow(/set together/);
    expect(half).not.toThrow(/very-secret-value/);
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
  });
});
