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
# - How long an answer is kept is the entry's `Cache-Control`: s-maxage for freshness, stale-while-revalidate for
#   grace (none without it: a degraded page is never served stale). No `Vary: Cookie`.

import cookie;
import std;

# The server entry (dist/server/entry.js) and the static files of the client build (dist/assets/, dist/widget/,
# dist/favicon.svg).
backend storefront {
  .host = "127.0.0.1";
  .port = "3000";
}

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
    set req.backend_hint = services;
    return (pass);
  }
  set req.backend_hint = storefront;
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A shop's own layout directives shape the page for one request: never shared.
  if (req.http.X-Layout-Directives || req.http.Authorization) {
    return (pass);
  }
  # The personal cookies (BYPASS_COOKIES): staff, a signed-in customer, a returning subscriber.
  cookie.parse(req.http.Cookie);
  if (cookie.isset("StaffAuthToken") || cookie.isset("AdminAuthToken") || cookie.isset("StaffAuthPresent") ||
      cookie.isset("LoginToken") || cookie.isset("LoginSession") || cookie.isset("LongTermToken") ||
      cookie.isset("LongTermSession") || cookie.isset("NewsletterSubscriber")) {
    return (pass);
  }
  # Pages that carry a subscriber's token, and the `?country=` redirect (it keeps the campaign parameters).
  if (req.url ~ "^[^?]*/newsletter/(confirm|preferences)/*(\?|$)" || req.url ~ "[?&]country=") {
    return (pass);
  }
  call storefront_key;
  return (hash);
}

# Rewrites the request to its key: the path, the three parameters in canonical form and order, the two cookies.
sub storefront_key {
  set req.http.X-Storefront-Query = "";
  # Each parameter's first value, as the entry reads it.
  # locale: one of the twelve locales (any case, "_" for "-"); any other value is none.
  if (req.url ~ "[?&]locale=") {
    set req.http.X-Storefront-Value = regsub(std.tolower(regsub(req.url, "^[^?]*\?(?:[^&#]*&)*?locale=([^&#]*).*$", "\1")), "_", "-");
    if (req.http.X-Storefront-Value ~ "^(de-de|de-at|de-ch|fr-ch|pl-pl|sk-sk|cs-cz|hu-hu|tr-tr|da-dk|sv-se|en)$") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&locale=" + req.http.X-Storefront-Value;
    }
  }
  # layout: the directives it names (no_header, no_footer, any case); any other value is none.
  if (req.url ~ "[?&]layout=") {
    set req.http.X-Storefront-Value = std.tolower(regsub(req.url, "^[^?]*\?(?:[^&#]*&)*?layout=([^&#]*).*$", "\1"));
    if (req.http.X-Storefront-Value ~ "no_header" && req.http.X-Storefront-Value ~ "no_footer") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&layout=no_header,no_footer";
    } elsif (req.http.X-Storefront-Value ~ "no_header") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&layout=no_header";
    } elsif (req.http.X-Storefront-Value ~ "no_footer") {
      set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&layout=no_footer";
    }
  }
  # newsletter-form-hidden: only `true` (the first value, as the entry reads it).
  if (req.url ~ "^[^?]*\?(?:[^&#]*&)*?newsletter-form-hidden=([^&#]*)" &&
      regsub(req.url, "^[^?]*\?(?:[^&#]*&)*?newsletter-form-hidden=([^&#]*).*$", "\1") == "true") {
    set req.http.X-Storefront-Query = req.http.X-Storefront-Query + "&newsletter-form-hidden=true";
  }
  # Everything else of the query (utm_*, gclid, fbclid, debug, token, unknown names) never reaches a shared page.
  set req.url = regsub(req.url, "[?#].*$", "");
  if (req.http.X-Storefront-Query != "") {
    set req.url = req.url + "?" + regsub(req.http.X-Storefront-Query, "^&", "");
  }
  # platform: smartphone, tablet or classic (the names the entry reads for each); any other value is none.
  set req.http.X-Storefront-Value = std.tolower(cookie.get("platform"));
  if (req.http.X-Storefront-Value ~ "^\s*(smartphone|mobile|phone|match)\s*$") {
    set req.http.X-Storefront-Key = "platform=smartphone";
  } elsif (req.http.X-Storefront-Value ~ "^\s*tablet\s*$") {
    set req.http.X-Storefront-Key = "platform=tablet";
  } elsif (req.http.X-Storefront-Value ~ "^\s*(classic|desktop)\s*$") {
    set req.http.X-Storefront-Key = "platform=classic";
  } else {
    set req.http.X-Storefront-Key = "";
  }
  # The reduced footer: any affiliateNumber, or xc-app=new.
  if (cookie.isset("affiliateNumber") || std.tolower(cookie.get("xc-app")) ~ "^\s*new\s*$") {
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
}

sub vcl_hash {
  # No Host: the entry answers every host alike (its links come from PUBLIC_ORIGIN and STOREFRONT_ADDRESSES).
  hash_data(req.url);
  hash_data(req.http.X-Storefront-Key);
  return (lookup);
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
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  # Grace only where the entry allows stale answers (stale-while-revalidate); a degraded page has none.
  if (beresp.http.Cache-Control !~ "stale-while-revalidate") {
    set beresp.grace = 0s;
  }
  # Anything private, no-store or setting a cookie is not kept (Varnish's built-in rules: a hit-for-miss marker).
}

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
}
