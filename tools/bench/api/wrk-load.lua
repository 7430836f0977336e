-- The request script of tools/bench/api/wrk.ts (wrk 4, one thread).
--   WRK_PATH   the path; "{page}" in it is replaced by a random page 1..WRK_PAGES on every request
--   WRK_PAGES  how many pages the list has
--   WRK_TOKEN  the bearer token (empty: no Authorization header)
-- done() prints one line "BENCH_WRK {json}" with the requests, the duration and wrk's own p50/p95/p99
-- (from its latency histogram, every response counted), in milliseconds.
local template = os.getenv("WRK_PATH") or "/"
local pages = tonumber(os.getenv("WRK_PAGES") or "1")
local token = os.getenv("WRK_TOKEN") or ""
local random_page = string.find(template, "{page}", 1, true) ~= nil
local headers = {}
if token ~= "" then
  headers["Authorization"] = "Bearer " .. token
end

function init(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end

function request()
  local path = template
  if random_page then
    path = (string.gsub(template, "{page}", tostring(math.random(1, pages))))
  end
  return wrk.format("GET", path, headers)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\nBENCH_WRK {"requests":%d,"duration_us":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f,' ..
      '"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.status, e.connect + e.read + e.write + e.timeout))
end
