import { describe, expect, it } from "vitest";
import { addressKey } from "../../../worker/http/client-address";

// The identity rate limits count a caller by: IPv4 whole, IPv6 by its /64 in every spelling.

describe("addressKey", () => {
  it.each([
    ["192.0.2.7", "192.0.2.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:192.0.2.7", "192.0.2.7"],
    ["64:ff9b::192.0.2.7", "64:ff9b:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["local", "local"],
  ])("keys %s as %s", (ip, key) => expect(addressKey(ip)).toBe(key));

  it("gives two addresses of one /64 the same key, and of neighbouring /64s different keys", () => {
    expect(addressKey("2001:db8:a:b::1")).toBe(addressKey("2001:db8:a:b:ffff:ffff:ffff:ffff"));
    expect(addressKey("2001:db8:a:b::1")).not.toBe(addressKey("2001:db8:a:c::1"));
  });

  it("keeps text it cannot read as IPv6 as it is, rather than merging it with others", () => {
    for (const odd of ["1:2:3", "1::2::3", "zz::1", "1:2:3:4:5:6:7:8:9"]) expect(addressKey(odd)).toBe(odd);
  });
});
