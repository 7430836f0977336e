/** The health reading every bench box sends with its heartbeat (bench:routers, bench:cluster): a busy box. */
export const BOX_HEALTH = {
  cpu_percent: 30,
  ram_percent: 40,
  disk_used_mb: 9000,
  disk_total_mb: 32000,
  uptime_seconds: 5000,
  running_processes: 140,
  upload_mbps: 3,
  download_mbps: 11,
  traffic_in_mb: 40,
  traffic_out_mb: 9,
} as const;
