//! The workspace's integration tests, and the data they share.
