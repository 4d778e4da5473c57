declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    UPGRADE_DB: D1Database;
    VOTE_BYTES_SCALE: number;
  }
}
