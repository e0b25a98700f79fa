//! Node-API linking flags (napi-build): the addon's `napi_*` symbols are
//! resolved by the Node process that loads it.

fn main() {
    napi_build::setup();
}
