import { sha256Hex, signRequest } from '../src/data-access/s3-signature';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('S3 request signing (AWS Signature Version 4)', () => {
  it('when the get-vanilla case of the AWS SigV4 test suite is signed, then the canonical request, string to sign and signature are the published ones', () => {
    const key = { accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'service' };
    const signed = signRequest('GET', new URL('https://example.amazonaws.com/'), {}, sha256Hex(''), key, new Date('2015-08-30T12:36:00Z'));
    expect(signed.canonicalRequest).toBe(`GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n${EMPTY_SHA256}`);
    expect(signed.stringToSign).toBe('AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('when the S3 documentation’s GET Object example (a range, the payload hash) is signed, then its published signature comes out', () => {
    const key = { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' };
    const headers = { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 };
    const signed = signRequest('GET', new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers, EMPTY_SHA256, key, new Date('2013-05-24T00:00:00Z'));
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('when a query is signed, then its parameters are sorted and encoded', () => {
    const key = { accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'service' };
    const signed = signRequest('GET', new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'), {}, sha256Hex(''), key, new Date('2015-08-30T12:36:00Z'));
    expect(signed.canonicalRequest.split('\n')[2]).toBe('Param1=value1&Param2=value2');
    expect(signed.headers.authorization).toContain('Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });
});
