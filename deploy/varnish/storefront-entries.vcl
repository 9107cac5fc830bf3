# The entry instances behind the CDN, included by storefront.vcl (keep both on varnishd's vcl_path, /etc/varnish by
# default). One backend per instance, each with the health probe; `sub storefront_entries` adds every one of them to
# the director. Generate this file from the shop's list of instances (docs/deployment.md, "More than one instance"),
# then load the VCL again: `varnishadm vcl.load storefront-N /etc/varnish/storefront.vcl && varnishadm vcl.use storefront-N`.

backend entry_1 {
  .host = "10.0.0.11";
  .port = "3000";
  .probe = storefront_health;
}

backend entry_2 {
  .host = "10.0.0.12";
  .port = "3000";
  .probe = storefront_health;
}

backend entry_3 {
  .host = "10.0.0.13";
  .port = "3000";
  .probe = storefront_health;
}

sub storefront_entries {
  storefront.add_backend(entry_1);
  storefront.add_backend(entry_2);
  storefront.add_backend(entry_3);
}
