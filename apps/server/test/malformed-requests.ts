import fc from "fast-check";

/** Field names the API's contracts use, so generated bodies reach past "unknown field" into each schema. */
const FIELDS = [
  "email", "password", "newPassword", "currentPassword", "fullName", "whatsappNumber", "phoneNumber", "token", "activationCode",
  "privacyPolicyAccepted", "termsAccepted", "accepted", "version", "message", "isFoodRelated", "calculationId", "confirmed",
  "name", "subject", "responseMessage", "age", "weight", "height", "gender", "activityLevel", "goal", "foodRestrictions",
  "dislikedFoods", "preferredFoods", "customRestrictions", "date", "month", "days", "ml", "calories", "protein", "carbohydrates",
  "fat", "meal", "items", "foodDescription", "grams", "food", "foodId", "quantity", "fromDate", "toDate", "slot", "dayIndex", "q", "limit",
];

const NASTY_STRINGS = [
  "\u0000", "abc\u0000def", "\uD800", "x\uDC00y", "\uDBFF\uDBFF", "0000-01-01", "0000-00", "2024-02-30", "9999-12-31", "-0001-01-01",
  "2024-13-01", "1e309", "NaN", "Infinity", "-1", "", " ", "\t\n", "<img src=x onerror=alert(1)>", "../../etc/passwd", "' OR 1=1 --",
  "%00", "%ZZ", "a".repeat(70_000), "😀".repeat(500), "ＡＤＭＩＮ", "null", "true", "{}", "[]", "00000000-0000-0000-0000-000000000000",
];
const NASTY_NUMBERS = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31) - 1, 0, -0, 0.1, 1e-320, 99999999999];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }));
const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: nastyString });

const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(key, tie("value"), { maxKeys: 5 }),
  ),
}));

export type TMalformed = {
  contentType?: string;
  payload?: string | Buffer;
  query: string;
  param: string;
};

/** Raw text that is not JSON, or JSON of a shape nothing expects. */
const rawJson = fc.constantFrom(
  "{", "}", '{"a":', "[1,2", "nul", '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', "1e999", '"\\ud800"',
  '{"message":"\\u0000"}', "[".repeat(5000) + "]".repeat(5000), '{"a":1,"a":2}', "\uFEFF{}", '{"email":"a@b.c","password":"\\udfff\\udfff\\udfff\\udfff"}',
);

const boundary = "----fuzzboundary";
const multipartBody = fc.constantFrom(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
  `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nabc\u0000def\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nGarbage header without colon\r\n\r\nx\r\n--${boundary}--\r\n`,
  `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--other--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="x.png"\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\n\uD800\r\n--${boundary}--\r\n`,
  `--${boundary}--\r\n`,
  "",
);
const multipartType = fc.constantFrom(`multipart/form-data; boundary=${boundary}`, "multipart/form-data", "multipart/form-data; boundary=", `multipart/mixed; boundary=${boundary}`);

const queryValue = fc.oneof(fc.constantFrom("%00", "%ED%A0%80", "%ZZ", "%", "0000-01-01", "0000-01", "2024-02-30", "-5", "1e309", "99999999999999999999", "a".repeat(3000), "", "[]"), fc.string({ maxLength: 12 }).map(encodeURIComponent));
const query = fc
  .array(fc.tuple(fc.constantFrom("date", "month", "days", "q", "limit", "from", "to", "token", "x", "date[]"), queryValue), { maxLength: 3 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
const param = fc.oneof(fc.constantFrom("%00", "%ED%A0%80", "%ZZ", "..%2F..%2Fetc", "a".repeat(5000), "0", "-1", "null", "4b0c1e4a-9c1f-4f7e-8d2a-0e6f1c2b3a4d", "4B0C1E4A-9C1F-4F7E-8D2A-0E6F1C2B3A4D"), fc.uuid());

/** One malformed request: a body (JSON of odd shapes, broken JSON, broken multipart or a wrong type), a query and an id. */
export const malformedRequest: fc.Arbitrary<TMalformed> = fc.record({
  body: fc.oneof(
    { weight: 5, arbitrary: value.map((v) => ({ contentType: "application/json", payload: JSON.stringify(v) ?? "null" })) },
    { weight: 2, arbitrary: rawJson.map((raw) => ({ contentType: "application/json", payload: raw })) },
    { weight: 2, arbitrary: fc.tuple(multipartType, multipartBody).map(([type, body]) => ({ contentType: type, payload: Buffer.from(body, "latin1") })) },
    { weight: 1, arbitrary: fc.constantFrom({ contentType: "text/plain", payload: "oi" }, { contentType: "application/x-www-form-urlencoded", payload: "a=%00" }, { contentType: undefined, payload: undefined }) },
  ),
  query,
  param,
}).map(({ body, query: q, param: p }) => ({ ...body, query: q, param: p }));
