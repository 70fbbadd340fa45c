import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { signV4 } from './s3.js';

describe('signV4', () => {
  // The GET Object example of Amazon's Signature Version 4 documentation ("Signature Calculations for the
  // Authorization Header"): same keys, date and headers must give the published signature.
  it('matches the published example', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('matches the published list example (query string)', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toContain(
      'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});

describe('MEDIA_STORE=s3', () => {
  it('names every bucket setting it still needs', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_ENDPOINT: obbligatoria con MEDIA_STORE=s3\n {2}S3_ACCESS_KEY_ID: .*\n {2}S3_SECRET_ACCESS_KEY: /,
    );
    expect(loadConfig({}).MEDIA_STORE).toBe('local');
  });
});
