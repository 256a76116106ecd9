#if !APP_SETTINGS
    #error("App builds with the APP_SETTINGS define of its swiftSettings")
#endif
