import http from "node:http";

/** The reference: node:http answering a fixed JSON, nothing else. Port in argv[2]. */
const body = JSON.stringify({ status: "ok", message: "NutriGuia" });
http
  .createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(Number(process.argv[2]), "127.0.0.1");
