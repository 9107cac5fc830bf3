vcl 4.1;
# The storefront behind Varnish 7: the CDN half of the caching policy in composition/server/cache-policy.ts
# (docs/deployment.md). The browser journeys' `behind-cdn` project runs this file unchanged but for the two backend
# addresses, and test/composition/server/cache-policy.test.ts checks its lists against the policy's.
#
# - Requests with a personal cookie (BYPASS_COOKIES), the X-Layout-Directives header, a token page, a posted form or
#   a `?country=` redirect go to the entry and nothing of their answer is kept.
# - Every other page is keyed by SHARED_KEY_INPUTS only: its path, `locale`, `layout` and `newsletter-form-hidden`
#   as the entry normalises them, the `platform` cookie and the reduced footer. The entry is asked for exactly that
#   normalised address with exactly those cookies, so what is kept under a key is what every request of that key gets.
#   Parameter values are compared decoded, as the entry reads them (`?locale=%64e-DE` is `de-de`).
# - A 404, a redirect or a refusal is never kept (any address can be made up), its hit-for-miss marker gone after 1 s.
# - How long an answer is kept is the entry's `Surrogate-Control` (else its `Cache-Control` s-maxage): max-age for
#   freshness, stale-while-revalidate for grace (none without it: a degraded page is never served stale); browsers
#   get neither header (their Cache-Control has no stale window). A degraded page (X-Storefront-Build: degraded)
#   never replaces a whole one: during a footer outage the last whole page is served stale. No `Vary: Cookie`.
# - Run varnishd with `-p thread_pool_min=N`, N at least the concurrent connections expected (docs/deployment.md).
# - Any number of entry instances (storefront-entries.vcl, beside this file on varnishd's vcl_path), each probed on
#   /healthz, balanced by a director; a request one of them fails is asked once of another (GET and HEAD always, a
#   posted form only if it never reached the entry); kept pages are served within their grace when all are down.

import directors;
import std;
import vsthrottle;

# ---- The entry instances: backends, probe, director (docs/deployment.md, "More than one instance") ----
# The server entry (dist/server/entry.js) and the static files of the client build (dist/assets/, dist/widget/,
# dist/favicon.svg), on as many instances as the shop runs. Each is a backend in storefront-entries.vcl with
# `.probe = storefront_health;`, added to the director in its `sub storefront_entries` (the shipped file shows three).
# Changing the instances is editing that file and loading the VCL again (varnishadm vcl.load / vcl.use): no restart,
# kept pages stay.
#
# The probe asks each instance's /healthz every second, which the entry answers from memory (no service called,
# never kept). An instance is sick once 3 of the last 5 probes failed, so it is taken out within 5 s of going down
# (at most 5 probes: a refused connection fails at once, a hung one after 1 s), and healthy again after 3 good probes
# in a row, within 5 s of answering again. Instances start healthy (.initial), so a new VCL serves at once.
probe storefront_health {
  .url = "/healthz";
  .expected_response = 200;
  .interval = 1s;
  .timeout = 1s;
  .window = 5;
  .threshold = 3;
  .initial = 3;
}

sub vcl_init {
  # A shard director used as a balancer: every backend request hashes its own id (bereq.xid), so requests spread
  # evenly over the healthy instances as round-robin would; and `alt = bereq.retries` makes a retry's choice
  # another instance than the first try's, which round-robin cannot promise while other requests move its turn.
  new storefront = directors.shard();
  call storefront_entries;
  storefront.reconfigure();
}

# After the director it adds them to.
include "storefront-entries.vcl";
# ---- end of the entry instances ----

# The services of spec 7 that the browser calls on the shop's origin (never kept here: their answers are the
# services' own, most of them personal).
backend services {
  .host = "127.0.0.1";
  .port = "3001";
}

sub vcl_recv {
  unset req.http.X-Storefront-Key;
  unset req.http.X-Storefront-Pass;
  if (req.url ~ "^/service/([^/?]+/api/|footer-images/|newsletterfrontend/)") {
    # The visitor's address for the services' limits and records: the one address Varnish was called from, whatever
    # the request said (the services trust X-Forwarded-For from Varnish's addresses only: SERVICE_TRUSTED_PROXIES).
    set req.http.X-Forwarded-For = client.ip;
    unset req.http.X-Storefront-Entry;
    set req.backend_hint = services;
    return (pass);
  }
  set req.backend_hint = storefront.backend(resolve=LAZY);
  if (req.method != "GET" && req.method != "HEAD") {
    # A form: refused 413 here when declared over 16 kB, else piped to the entry (storefront_body_limit).
    call storefront_body_limit;
    return (pass);
  }
  # A shop's own layout directives shape the page for one request: never shared.
  if (req.http.X-Layout-Directives || req.http.Authorization) {
    return (pass);
  }
  # The personal cookies (BYPASS_COOKIES): staff, a signed-in customer, a returning subscriber. Read by the rule of
  # docs/deployment.md ("Reading a request"), as the entry reads them: storefront_cookies.
  call storefront_cookies;
  if (req.http.X-Storefront-Cookies ~ ";(StaffAuthToken|AdminAuthToken|StaffAuthPresent|LoginToken|LoginSession|LongTermToken|LongTermSession|NewsletterSubscriber)=[^;]") {
    return (pass);
  }
  # Pages that carry a subscriber's token, and the `?country=` redirect (it keeps the campaign parameters).
  if (req.url ~ "^[^?]*/newsletter/(confirm|preferences)/*(\?|$)" || req.url ~ "[?&]country=") {
    return (pass);
  }
  # A path spelled otherwise than a browser spells a link (an escaped letter, digit, "-", ".", "_", "~" or "/",
  # lower-case hex, a dot segment, a backslash) names the page the entry finds under its plain spelling: passed, so no
  # spelling is a key of its own.
  if (req.url ~ "^[^?]*(%(?i:2[def]|3[0-9]|4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae])|%[a-f][0-9a-fA-F]|%[0-9A-F][a-f]|/\.\.?(/|\?|$)|\\)") {
    return (pass);
  }
  call storefront_key;
  return (hash);
}

# Rewrites the request to its key: the path, the three parameters in canonical form and order, the two cookies.
sub storefront_key {
  # robots.txt and sitemap.xml are one answer for every request (the entry reads nothing of it): keyless.
  if (req.url ~ "^/(robots\.txt|sitemap\.xml)(\?|$)") {
    set req.url = regsub(req.url, "\?.*$", "");
    set req.http.X-Storefront-Key = "";
    unset req.http.Cookie;
    unset req.http.X-Storefront-Cookies;
    return;
  }
  set req.http.X-Storefront-Query = "";
  # Each parameter's first non-empty value, as the entry reads it (storefront_query_value), then normalised.
  # locale: one of the twelve locales (any case, "_" for "-", spaces around it ignored); any other value is none.
  if (req.url ~ "[?&]locale=[^&#]") {
    set req.http.X-Storefront-Value = regsub(req.url, "^[^?]*\?(?:[^&#]*&)*?locale=([^&#]+).*$", "\1");
    call storefront_query_value;
    set req.http.X-Storefront-Value = regsub(std.tolower(req.http.X-Storefront-Value), "_", "-");
    if (req.http.X-Storefront-Value ~ "^(de-de|de-at|de-ch|fr-ch|pl-pl|sk-sk|cs-cz|hu-hu|tr-tr|da-dk|sv-se|en)$") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&locale=" + req.http.X-Storefront-Value;
    }
  }
  # layout: the directives it names (no_header, no_footer, any case); any other value is none.
  if (req.url ~ "[?&]layout=[^&#]") {
    set req.http.X-Storefront-Value = regsub(req.url, "^[^?]*\?(?:[^&#]*&)*?layout=([^&#]+).*$", "\1");
    call storefront_query_value;
    set req.http.X-Storefront-Value = std.tolower(req.http.X-Storefront-Value);
    if (req.http.X-Storefront-Value ~ "no_header" && req.http.X-Storefront-Value ~ "no_footer") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&layout=no_header,no_footer";
    } elsif (req.http.X-Storefront-Value ~ "no_header") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&layout=no_header";
    } elsif (req.http.X-Storefront-Value ~ "no_footer") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&layout=no_footer";
    }
  }
  # newsletter-form-hidden: only `true`, exactly.
  if (req.url ~ "[?&]newsletter-form-hidden=[^&#]") {
    set req.http.X-Storefront-Value = regsub(req.url, "^[^?]*\?(?:[^&#]*&)*?newsletter-form-hidden=([^&#]+).*$", "\1");
    call storefront_query_value;
    if (req.http.X-Storefront-Value == "true") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&newsletter-form-hidden=true";
    }
  }
  # Everything else of the query (utm_*, gclid, fbclid, debug, token, unknown names) never reaches a shared page.
  set req.url = regsub(req.url, "[?#].*$", "");
  if (req.http.X-Storefront-Query != "") {
    set req.url = req.url + "?" + regsub(req.http.X-Storefront-Query, "^&", "");
  }
  # platform: smartphone, tablet or classic (the names the entry reads for each); any other value is none.
  set req.http.X-Storefront-Key = "";
  if (req.http.X-Storefront-Cookies ~ ";platform=[^;]") {
    set req.http.X-Storefront-Value = regsub(req.http.X-Storefront-Cookies, "^.*?;platform=([^;]+);.*$", "\1");
    call storefront_cookie_value;
    set req.http.X-Storefront-Value = std.tolower(req.http.X-Storefront-Value);
    if (req.http.X-Storefront-Value ~ "^(smartphone|mobile|phone|match)$") {
      set req.http.X-Storefront-Key = "platform=smartphone";
    } elsif (req.http.X-Storefront-Value == "tablet") {
      set req.http.X-Storefront-Key = "platform=tablet";
    } elsif (req.http.X-Storefront-Value ~ "^(classic|desktop)$") {
      set req.http.X-Storefront-Key = "platform=classic";
    }
  }
  # The reduced footer: any affiliateNumber, or xc-app=new (the first xc-app cookie).
  if (req.http.X-Storefront-Cookies ~ ";xc-app=[^;]") {
    set req.http.X-Storefront-Value = regsub(req.http.X-Storefront-Cookies, "^.*?;xc-app=([^;]+);.*$", "\1");
    call storefront_cookie_value;
  } else {
    set req.http.X-Storefront-Value = "";
  }
  if (req.http.X-Storefront-Cookies ~ ";affiliateNumber=[^;]" || std.tolower(req.http.X-Storefront-Value) == "new") {
    set req.http.X-Storefront-Key = req.http.X-Storefront-Key + "; affiliateNumber=1";
  }
  set req.http.X-Storefront-Key = regsub(req.http.X-Storefront-Key, "^; ", "");
  # The entry sees only the cookies of the key.
  if (req.http.X-Storefront-Key == "") {
    unset req.http.Cookie;
  } else {
    set req.http.Cookie = req.http.X-Storefront-Key;
  }
  unset req.http.X-Storefront-Value;
  unset req.http.X-Storefront-Query;
  unset req.http.X-Storefront-Cookies;
}

# --- Reading a request (docs/deployment.md, "Reading a request"): the one rule the entry reads cookies and parameters
# by (core/shared/cookie-header.ts, readQuery in core/layout/page-request.ts). A part with an empty value is not there
# (the extracting regsubs match only `name=` followed by a value); the first part of a name counts (their `.*?`); a
# value is percent-decoded as UTF-8 (`+` is a space in a query only) and the spaces at either end are dropped.

# The Cookie header as ";name=value;name=value;": no spaces around a name, a value or a separator, so a cookie's name
# is found as `;name=` whatever spaces a client put around it (`platform =tablet` is `platform`).
sub storefront_cookies {
  if (req.http.Cookie) {
    set req.http.X-Storefront-Cookies = ";" + regsuball(req.http.Cookie, "\s*([;=])\s*", "\1") + ";";
  } else {
    set req.http.X-Storefront-Cookies = ";";
  }
}

# A query value (req.http.X-Storefront-Value, as sent): a form's decoding, `+` a space first.
sub storefront_query_value {
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "\+", " ");
  call storefront_decode;
  call storefront_trim;
}

# A cookie value (req.http.X-Storefront-Value, as sent): percent-decoded, a `+` stays a `+`.
sub storefront_cookie_value {
  call storefront_decode;
  call storefront_trim;
}

sub storefront_trim {
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "^\s+|\s+$", "");
}

# Decodes the percent-escapes of req.http.X-Storefront-Value as UTF-8, as the entry decodes a value, as far as the key's
# values need it: a value whose escapes are not UTF-8 is none (the entry reads no value a page shows from it
# either); letters, `-`, `_` and `,` are decoded; the spaces JavaScript's trim() removes are a
# space; the Kelvin sign is the K it lower-cases to; `%25` last, so no decoded character starts another escape. What
# stays encoded (digits, other signs) is in none of the values the key keeps.
sub storefront_decode {
  if (req.http.X-Storefront-Value !~ "%") {
    return;
  }
  if (req.http.X-Storefront-Value !~ "(?i)^(?:[^%]|%[0-7][0-9a-f]|%c[2-9a-f]%[89ab][0-9a-f]|%d[0-9a-f]%[89ab][0-9a-f]|%e0%[ab][0-9a-f]%[89ab][0-9a-f]|%e[1-9a-cef]%[89ab][0-9a-f]%[89ab][0-9a-f]|%ed%[89][0-9a-f]%[89ab][0-9a-f]|%f0%[9ab][0-9a-f](?:%[89ab][0-9a-f]){2}|%f[1-3](?:%[89ab][0-9a-f]){3}|%f4%8[0-9a-f](?:%[89ab][0-9a-f]){2})*$") {
    set req.http.X-Storefront-Value = "";
    return;
  }
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%(?:0[9a-d]|20|c2%a0|e1%9a%80|e2%80%8[0-9a]|e2%80%a[89f]|e2%81%9f|e3%80%80|ef%bb%bf)", " ");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%e2%84%aa", "K");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%41", "A");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%42", "B");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%43", "C");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%44", "D");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%45", "E");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%46", "F");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%47", "G");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%48", "H");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%49", "I");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%4a", "J");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%4b", "K");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%4c", "L");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%4d", "M");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%4e", "N");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%4f", "O");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%50", "P");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%51", "Q");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%52", "R");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%53", "S");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%54", "T");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%55", "U");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%56", "V");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%57", "W");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%58", "X");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%59", "Y");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%5a", "Z");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%61", "a");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%62", "b");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%63", "c");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%64", "d");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%65", "e");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%66", "f");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%67", "g");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%68", "h");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%69", "i");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%6a", "j");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%6b", "k");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%6c", "l");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%6d", "m");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%6e", "n");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%6f", "o");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%70", "p");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%71", "q");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%72", "r");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%73", "s");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%74", "t");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%75", "u");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%76", "v");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%77", "w");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%78", "x");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%79", "y");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%7a", "z");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%2d", "-");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%5f", "_");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "(?i)%2c", ",");
  set req.http.X-Storefront-Value = regsuball(req.http.X-Storefront-Value, "%25", "%");
}

sub vcl_hash {
  # No Host: the entry answers every host alike (its links come from PUBLIC_ORIGIN and STOREFRONT_ADDRESSES).
  hash_data(req.url);
  hash_data(req.http.X-Storefront-Key);
  return (lookup);
}

sub vcl_miss {
  call storefront_miss_rate;
}

sub vcl_pass {
  set req.http.X-Storefront-Pass = "1";
}

sub vcl_backend_fetch {
  unset bereq.http.X-Storefront-Key;
  unset bereq.http.X-Storefront-Pass;
  if (bereq.backend == services) {
    # The services' own host name.
    set bereq.http.Host = "services.internal";
  }
  # ---- The entry instances: which one (a retry: another) ----
  if (bereq.backend != services) {
    # The first try's id keys both tries (a retry has an id of its own).
    if (bereq.retries == 0) {
      set bereq.http.X-Storefront-Try = bereq.xid;
    }
    set bereq.backend = storefront.backend(by=KEY, key=storefront.key(bereq.http.X-Storefront-Try), alt=bereq.retries, healthy=ALL);
  }
  # ---- end of the entry instances ----
}

sub vcl_backend_response {
  # ---- The entry instances: a server error of one instance to a GET or HEAD is asked once of another ----
  # (Never a posted form: the instance that answered it has acted on it.)
  if (beresp.status >= 500 && bereq.retries == 0 && bereq.backend != services && bereq.method ~ "^(GET|HEAD)$") {
    return (retry);
  }
  # ---- end of the entry instances ----
  if (bereq.uncacheable) {
    return (deliver);
  }
  # An answer about an address anybody can make up (a 404, a redirect, a refusal), or a server error, is never kept, and its hit-for-miss
  # marker lives 1 s instead of the built-in 120 s: made-up addresses must not fill the cache, and the marker lets
  # concurrent requests for one such address go to the entry side by side instead of one after another (a marker of
  # 0 s would put them in line on the waiting list). (The entry sends them `no-store`.)
  # A server error (the entry's 503 after an unexpected failure) never replaces a kept page: a background fetch that
  # gets one is dropped, so the stale whole page goes on being served within its grace; otherwise it is not kept.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (beresp.status >= 300 && !beresp.was_304) {
    set beresp.ttl = 1s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # A page built from degraded inputs (its footer content failed or came late: X-Storefront-Build, BUILD_HEADER in
  # cache-policy.ts) never replaces a whole page: the background fetch of a stale whole page is dropped, so the whole
  # page goes on being served within its grace (stale-while-revalidate) and Varnish asks again on a later request.
  # With nothing stale to serve, the degraded page is kept as the entry says (s-maxage, 5 s) and never served stale.
  # Once the footer service answers again, the footer is back within footerRecoverySeconds (cache-policy.ts).
  if (beresp.http.X-Storefront-Build == "degraded") {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.grace = 0s;
  }
  # Freshness and grace from the entry's CDN-only header (Surrogate-Control; CDN_CONTROL_HEADERS in cache-policy.ts):
  # the stale window is the CDN's, never a browser's (its Cache-Control has none, as a page varies by cookies a
  # browser does not key on). Grace only where the entry allows stale answers; a degraded page never has any.
  if (beresp.http.Surrogate-Control ~ "(^|[ ,])max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^(.*[ ,])?max-age=([0-9]+).*$", "\2") + "s", beresp.ttl);
  }
  if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=[0-9]+" && beresp.http.X-Storefront-Build != "degraded") {
    set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
  } else {
    set beresp.grace = 0s;
  }
  # Anything private, no-store or setting a cookie is not kept (Varnish's built-in rules: a hit-for-miss marker).
}

# ---- The entry instances: an instance that gave no answer ----
# A refused or broken connection, or no answer within the backend's time-outs: asked once of another instance. A GET or
# HEAD is safe to ask again. A posted form (a sign-up) is asked again only if it never reached the instance: Varnish
# streams a request body to the backend without keeping it (this file never calls std.cache_req_body), so it can send
# it again only while it has not sent it, which is the refused connection to an instance that went down. A form the
# instance received and then died on cannot be sent again: its visitor gets the error page and their browser keeps
# what they typed; it is never done twice. A background fetch that fails leaves the kept page as it is (grace).
sub vcl_backend_error {
  if (bereq.backend != services && bereq.retries == 0) {
    return (retry);
  }
  if (bereq.is_bgfetch) {
    return (abandon);
  }
}
# ---- end of the entry instances ----

sub vcl_deliver {
  if (req.http.X-Storefront-Pass) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  # The CDN's own instructions (its stale window) are for no cache after it: the browser reads Cache-Control only.
  unset resp.http.Surrogate-Control;
  unset resp.http.CDN-Cache-Control;
}

# --- Limits and errors (docs/deployment.md, "Errors through the CDN"): the entry's refusals, never a 503 of Varnish's.

# A form the entry takes is at most 16 kB (FORM_BODY_LIMIT, composition/server/storefront-app.ts). A declared length
# over it is refused here at once, 413 as the entry refuses it, and the body is read and dropped after the answer:
# the entry, which refuses such a form before reading it, never gets a body Varnish is still sending (that write
# failed, a 503). Every other request with a body goes to the entry as sent (`pipe`, the connection closed after the
# answer), so its answer is the entry's own: a slow form is cut off by the entry's 20 s request limit with its 408
# (passed, Varnish would answer the cut-off 503), a chunk extension (`0;ext=1`, which Varnish 7 cannot read) gets the
# entry's 303, a chunk over the limit the entry's 413. Nothing of a form's answer is kept, as with a pass.
sub storefront_body_limit {
  if (req.http.Content-Length ~ "^[0-9]{6,}$" || (req.http.Content-Length ~ "^[0-9]+$" && std.integer(req.http.Content-Length, 0) > 16384)) {
    return (synth(413));
  }
  return (pipe);
}

# Varnish's own answers (a refusal above, any synth) in the entry's terms: plain text, never kept, the security headers
# of every answer of the shop, and the connection closed after a refusal whose body was not read.
sub vcl_synth {
  call storefront_security_headers_synth;
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.http.Cache-Control = "no-store";
  if (resp.status == 413) {
    set resp.reason = "Payload Too Large";
    set resp.body = "The form is too large.";
  } elsif (resp.status == 400) {
    set resp.reason = "Bad Request";
    set resp.http.Connection = "close";
    set resp.body = "Bad request.";
  } elsif (resp.status >= 500) {
    set resp.body = "The page is temporarily unavailable. Please try again in a moment.";
  } else {
    set resp.body = resp.reason;
  }
  return (deliver);
}

# The entry did not answer (down, timed out, a broken answer): the entry's own 503, with its headers. A background
# fetch that fails is dropped: the stale whole page goes on being served within its grace, as for the entry's 503.
sub vcl_backend_error {
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "5";
  set beresp.http.Content-Security-Policy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
  set beresp.http.Cross-Origin-Opener-Policy = "same-origin";
  set beresp.http.Cross-Origin-Resource-Policy = "same-origin";
  set beresp.http.Origin-Agent-Cluster = "?1";
  set beresp.http.Permissions-Policy = "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), publickey-credentials-get=(), usb=()";
  set beresp.http.Referrer-Policy = "no-referrer";
  set beresp.http.Strict-Transport-Security = "max-age=15552000; includeSubDomains";
  set beresp.http.X-Content-Type-Options = "nosniff";
  set beresp.http.X-DNS-Prefetch-Control = "off";
  set beresp.http.X-Download-Options = "noopen";
  set beresp.http.X-Frame-Options = "DENY";
  set beresp.http.X-Permitted-Cross-Domain-Policies = "none";
  set beresp.http.X-XSS-Protection = "0";
  set beresp.ttl = 0s;
  set beresp.grace = 0s;
  set beresp.uncacheable = true;
  set beresp.body = "The page is temporarily unavailable. Please try again in a moment.";
  return (deliver);
}

# The security headers of the shop's answers (composition/server/security-headers.ts) on a text answer of Varnish's:
# a CSP that allows nothing (the answer has no script, style or image), no referrer.
sub storefront_security_headers_synth {
  set resp.http.Content-Security-Policy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
  set resp.http.Cross-Origin-Opener-Policy = "same-origin";
  set resp.http.Cross-Origin-Resource-Policy = "same-origin";
  set resp.http.Origin-Agent-Cluster = "?1";
  set resp.http.Permissions-Policy = "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), publickey-credentials-get=(), usb=()";
  set resp.http.Referrer-Policy = "no-referrer";
  set resp.http.Strict-Transport-Security = "max-age=15552000; includeSubDomains";
  set resp.http.X-Content-Type-Options = "nosniff";
  set resp.http.X-DNS-Prefetch-Control = "off";
  set resp.http.X-Download-Options = "noopen";
  set resp.http.X-Frame-Options = "DENY";
  set resp.http.X-Permitted-Cross-Domain-Policies = "none";
  set resp.http.X-XSS-Protection = "0";
}

# Key inflation: every key is one a shopper's address and cookies can make, but there are many (a path times 13
# locales, 4 layouts, 2 form settings, 4 platforms, 2 footers). A client (client.identity: its address) may make 50
# new objects a minute, 50 at once (a token bucket: at most 100 in any minute; varnishd's environment
# STOREFRONT_MISSES_PER_MINUTE sets another number); past that its misses are passed to the entry, answered as ever
# and not kept, so one client cannot push the pages everybody reads out of the cache (docs/deployment.md, "Key
# inflation"; vsthrottle of Debian's varnish-modules).
sub storefront_miss_rate {
  if (vsthrottle.is_denied("miss:" + client.identity, std.integer(std.getenv("STOREFRONT_MISSES_PER_MINUTE"), 50), 60s)) {
    return (pass);
  }
}
