import http from "node:http";

/** A loopback S3 speaking the REST calls our client makes, refusing requests without a SigV4 signature. */
export async function startS3StandIn(bucket: string, accessKeyId: string) {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const authorization = request.headers.authorization ?? "";
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !request.headers["x-amz-date"]) {
        response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
        return;
      }
      const url = new URL(request.url ?? "/", "http://s3.local");
      const [, bucketName, ...rest] = url.pathname.split("/");
      if (bucketName !== bucket) {
        response.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
        return;
      }
      const key = rest.map(decodeURIComponent).join("/");
      if (request.method === "GET" && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
        response.writeHead(200, { "content-type": "application/xml" });
        response.end(`<ListBucketResult>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join("")}</ListBucketResult>`);
      } else if (request.method === "PUT") {
        objects.set(key, { data: Buffer.concat(chunks), contentType: request.headers["content-type"] ?? "" });
        response.writeHead(200).end();
      } else if (request.method === "GET") {
        const object = objects.get(key);
        if (!object) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        else response.writeHead(200, { "content-type": object.contentType }).end(object.data);
      } else if (request.method === "DELETE") {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
