"""What ccfuzz hands to people: finding descriptions and reproduction scripts."""
